import { memo, useMemo } from 'react';
import type { RankedProject } from '@/dashboard/shared/metrics/types';
import { Card } from '@/dashboard/shared/ui/card';
import { TrendIcon } from '@/dashboard/shared/ui/icons';
import { RANKING_LISTS, type RankingKind, rankingEntries } from '../model/rankings/ranking-display';
import { rankingLabelParts } from '../model/rankings/ranking-label';
import styles from './ranking-list.module.css';

/**
 * The most improved or the underachieving projects (at most 3). Each entry is a button: choosing it
 * asks the page to open that project's row in the projects table. An entry shows the repository
 * name (with ':branch' when needed) under its host and organisation, which alone give way when the
 * card is narrow; the full label stays its title and, for screen readers, its name.
 */
export const RankingList = memo(function RankingList({
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
  const names = useMemo(() => entries.map(({ project, label }) => rankingLabelParts(project, label)), [entries]);
  return (
    <Card title={list.title} headingLevel={3}>
      {rows.length === 0 ? (
        <p className={styles.empty}>{list.emptyText}</p>
      ) : (
        <ol className={styles.list}>
          {rows.map((row, index) => (
            <li key={row.rowId}>
              <button type="button" className={styles.entry} onClick={() => onSelect(row.rowId)}>
                <span className={`${styles.trend} ${styles[row.direction]}`}>
                  <TrendIcon direction={row.direction} variant={row.variant} size={20} title={row.trendLabel} />
                </span>
                {/* Drawn in two parts, read as one: the hidden copy keeps the label whole for screen readers. */}
                <span className={styles.label} title={row.label} aria-hidden="true">
                  {names[index]?.front ? (
                    <span className={styles.labelFront}>
                      <span className={styles.labelFrontText}>{names[index]?.front}</span>
                    </span>
                  ) : null}
                  <span className={styles.labelName}>{names[index]?.name}</span>
                </span>
                <span className="visually-hidden">{row.label}</span>
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
});
