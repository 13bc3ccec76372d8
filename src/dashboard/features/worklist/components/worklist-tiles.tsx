import { SLA_SEVERITIES } from '@/dashboard/shared/metrics/severity';
import type { WorklistListing } from '../model/worklist-listing';
import styles from './worklist.module.css';

type Summary = WorklistListing['summary'];
type Figure = 'overdue' | 'dueSoon' | 'accepted' | 'kev';

const TILES: readonly { title: string; figure: Figure }[] = [
  { title: 'Overdue now', figure: 'overdue' },
  { title: 'Due within 7 days', figure: 'dueSoon' },
  { title: 'Accepted risk', figure: 'accepted' },
  { title: 'Known exploited', figure: 'kev' },
];

/** The worklist's tiles: each count, and by severity; *Known exploited* only with exploitation data. */
export function WorklistTiles({ summary, exploitation }: { summary: Summary; exploitation: boolean }) {
  return (
    <div className={styles.tiles}>
      {TILES.filter(({ figure }) => exploitation || figure !== 'kev').map(({ title, figure }) => (
        <CountTile key={figure} title={title} summary={summary} figure={figure} />
      ))}
    </div>
  );
}

function CountTile({ title, summary, figure }: { title: string; summary: Summary; figure: Figure }) {
  return (
    <div className={styles.tile}>
      <p className={styles.tileTitle}>{title}</p>
      <p className={styles.tileTotal}>{summary.ALL[figure].toLocaleString('en-US')}</p>
      <dl className={styles.tileBreakdown}>
        {SLA_SEVERITIES.map((severity) => (
          <div key={severity}>
            <dt>{severity}</dt>
            <dd>{summary[severity][figure].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
