import { scoreBand } from '@/dashboard/shared/metrics/display';
import styles from './score-badge.module.css';

/** The security score with its risk band written out, so the colour is never the only signal. */
export function ScoreBadge({ score }: { score: number }) {
  const { band, label } = scoreBand(score);
  return (
    <span className={`${styles.badge} ${styles[band]}`}>
      <span className={styles.score}>{score}</span>
      <span className={styles.label}>{label}</span>
    </span>
  );
}
