import { useMemo } from 'react';
import { Card } from '../../../shared/ui/card';
import { TrendIcon } from '../../../shared/ui/icons';
import { RANKING_LISTS, type RankingKind, rankingEntries } from '../model/ranking-display';
import type { RankedProject } from '../model/types';
import styles from './ranking-list.module.css';

/**
 * The most improved or the underachieving projects (at most 3). Each entry is a button: choosing it
 * asks the page to open that project's row in the projects table.
 */
export function RankingList({
  kind,
  entries,
  onSelect,
}: {
  kind: RankingKind;
  entries: readonly RankedProject[];
  onSelect: (rowId: number) => void;
}) {
  const list = RANKING_LISTS[kind];
  const rows = useMemo(() => rankingEntries(kind, entries), [kind, entries]);
  return (
    <Card title={list.title} headingLevel={3}>
      {rows.length === 0 ? (
        <p className={styles.empty}>{list.emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((row) => (
            <li key={row.rowId}>
              <button type="button" className={styles.entry} onClick={() => onSelect(row.rowId)}>
                <span className={`${styles.trend} ${styles[row.direction]}`}>
                  <TrendIcon direction={row.direction} variant={row.variant} size={20} title={row.trendLabel} />
                </span>
                <span className={styles.label} title={row.label}>
                  {row.label}
                </span>
                <span className={styles.figures}>
                  <span className={styles.figure}>
                    <span className={styles.figureName}>Performance</span>
                    <span className={styles.figureValue}>{row.performanceScore}</span>
                  </span>
                  <span className={styles.figure}>
                    <span className={styles.figureName}>Score change</span>
                    <span className={styles.figureValue}>{row.scoreDelta}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
