import { useEffect, useRef } from 'react';
import { ExternalLink } from '@/dashboard/shared/ui/external-link';
import { messageOf } from '@/sdk';
import { useAdvisory } from '../api/use-advisory';
import { ecosystemOf } from '../model/advisory';
import type { VulnerabilityDetails } from '../model/vulnerability-details';
import styles from './worklist.module.css';

export interface AdvisoryPanelProps {
  /** The vulnerability's id, as the list shows it. */
  readonly id: string;
  readonly details: VulnerabilityDetails;
  readonly onClose: () => void;
}

/**
 * The advisory of one vulnerability: title, description (as text), CVSS, vulnerable and patched
 * versions and references (links only for http: and https:). Escape or Close closes it; it takes the
 * focus on its heading when opened.
 */
export function AdvisoryPanel({ id, details, onClose }: AdvisoryPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ecosystem = ecosystemOf(details.dependency?.language);
  return (
    <section
      className={styles.advisory}
      aria-labelledby="worklist-advisory-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.advisoryHeader}>
        <h3 id="worklist-advisory-title" ref={heading} tabIndex={-1}>
          Advisory {id}
        </h3>
        <button type="button" className={styles.chip} onClick={onClose}>
          Close
        </button>
      </div>
      {ecosystem === null ? (
        <p>The advisory cannot be read: the vulnerability does not name its dependency's ecosystem.</p>
      ) : (
        <AdvisoryBody ecosystem={ecosystem} adviceID={details.adviceID} />
      )}
    </section>
  );
}

function AdvisoryBody({
  ecosystem,
  adviceID,
}: {
  ecosystem: NonNullable<ReturnType<typeof ecosystemOf>>;
  adviceID: string;
}) {
  const read = useAdvisory(ecosystem, adviceID);
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
