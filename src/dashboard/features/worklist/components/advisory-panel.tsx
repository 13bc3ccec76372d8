import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { messageOf } from '@/sdk';
import { useAdvisory } from '../api/use-advisory';
import { type Ecosystem, ecosystemOf } from '../model/advisory';
import { epssText, kevListingText } from '../model/exploitation-text';
import type { VulnerabilityDetails } from '../model/vulnerability-details';
import { PanelFrame } from './panel-frame';
import styles from './worklist.module.css';

export interface AdvisoryPanelProps {
  /** The vulnerability's id, as the list shows it. */
  readonly id: string;
  readonly details: VulnerabilityDetails;
  /** The page's clock reading: a KEV date of another year says its year. */
  readonly now: number;
  readonly onClose: () => void;
}

/**
 * The advisory of one vulnerability: title, description (as text), CVSS, vulnerable and patched
 * versions, EPSS and KEV listing, and references (links only for http: and https:). Escape or Close closes it; it takes the
 * focus on its heading when opened.
 */
export function AdvisoryPanel({ id, details, now, onClose }: AdvisoryPanelProps) {
  const ecosystem = ecosystemOf(details.dependency?.language);
  return (
    <PanelFrame title={`Advisory ${id}`} onClose={onClose}>
      <AdvisoryBody ecosystem={ecosystem} adviceID={details.adviceID} now={now} />
    </PanelFrame>
  );
}

function AdvisoryBody({ ecosystem, adviceID, now }: { ecosystem: Ecosystem | null; adviceID: string; now: number }) {
  const read = useAdvisory(ecosystem, adviceID);
  if (read.state === 'unknown-ecosystem') {
    return <p>The advisory cannot be read: the vulnerability does not name its dependency's ecosystem.</p>;
  }
  if (read.state === 'loading') return <p aria-live="polite">Loading the advisory…</p>;
  if (read.state === 'none') return <p>No advisory: the server has none for {adviceID}.</p>;
  if (read.state === 'failed') {
    return <p role="alert">The advisory could not be loaded: {messageOf(read.error) ?? 'no answer'}.</p>;
  }
  const { advisory } = read;
  return (
    <div className={styles.advisoryBody}>
      <p className={styles.advisoryTitle}>{advisory.title || adviceID}</p>
      {advisory.description !== '' && <p className={styles.advisoryDescription}>{advisory.description}</p>}
      <dl className={styles.advisoryFacts}>
        <dt>CVSS</dt>
        <dd>{advisory.cvssScore === null ? '—' : advisory.cvssScore.toFixed(1)}</dd>
        <dt>Vulnerable versions</dt>
        <dd>{advisory.vulnerableVersions || '—'}</dd>
        <dt>Patched versions</dt>
        <dd>{advisory.patchedVersions || '—'}</dd>
        <dt>EPSS</dt>
        <dd>{advisory.epss === null ? '—' : epssText(advisory.epss)}</dd>
        <dt>Known exploited (KEV)</dt>
        <dd>{advisory.kev === null ? 'Not listed' : kevListingText(advisory.kev, now)}</dd>
      </dl>
      {advisory.references.length > 0 && (
        <>
          <p className={styles.advisoryFactsTitle}>References</p>
          <ul className={styles.advisoryReferences}>
            {advisory.references.map((reference, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server may repeat a reference
              <li key={index}>
                {reference.href === null ? (
                  reference.text
                ) : (
                  <ExternalLink href={reference.href}>{reference.text}</ExternalLink>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
