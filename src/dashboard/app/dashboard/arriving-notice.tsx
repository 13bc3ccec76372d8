import type { ArrivingAnswer } from '@/dashboard/shared/metrics/load/arriving-answer';
import styles from './arriving-notice.module.css';

const KB = 1_000;
const MB = 1_000_000;
/** Bytes as a reader counts them: kB below a megabyte (never "0 MB"), MB with one decimal above. */
const megabytes = (bytes: number) =>
  bytes < MB
    ? `${Math.round(bytes / KB).toLocaleString('en-US')} kB`
    : `${(bytes / MB).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/** The line under the bar: projects and bytes so far, and the whole when the server said it. */
function arrivingText({ projects, bytesRead, byteLength }: ArrivingAnswer): string {
  const count = `${projects.toLocaleString('en-US')} ${projects === 1 ? 'project' : 'projects'}`;
  const bytes = byteLength === null ? megabytes(bytesRead) : `${megabytes(bytesRead)} of ${megabytes(byteLength)}`;
  return `${count} received so far (${bytes}). Sorting and filters apply to these until the rest has arrived.`;
}

/**
 * At the window's foot while a large answer arrives: a progress bar (of the bytes, when the server
 * said how many; else one that only says the answer is coming) and what the sections show meanwhile.
 * It floats over the page, so nothing moves when it goes (see arriving-notice.module.css).
 * Not a live region: it changes several times a second, and the bar says enough to a screen reader.
 */
export function ArrivingNotice({ arriving }: { arriving: ArrivingAnswer }) {
  const { bytesRead, byteLength } = arriving;
  return (
    <div className={styles.notice}>
      <progress
        className={styles.bar}
        aria-label="Metrics received"
        {...(byteLength === null ? {} : { max: byteLength, value: Math.min(bytesRead, byteLength) })}
      />
      <p className={styles.text}>{arrivingText(arriving)}</p>
    </div>
  );
}
