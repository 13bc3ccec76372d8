import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from '@/dashboard/shared/ui/icons';
import type { DeltaDisplay } from '../model/scan-list';
import styles from './delta-indicator.module.css';

const ICONS = { up: ArrowUpIcon, down: ArrowDownIcon, minus: MinusIcon } as const;

/**
 * The change in vulnerabilities versus the previous scan: an arrow and the absolute value, red when
 * it went up and green when it went down, a minus without a number when unchanged. Screen readers
 * hear 'up 4', 'down 3' or 'no change'.
 */
export function DeltaIndicator({ delta }: { delta: DeltaDisplay }) {
  const Icon = ICONS[delta.icon];
  const spoken = delta.value === undefined ? 'no change' : `${delta.icon} ${delta.value}`;
  return (
    <span className={`${styles.delta} ${styles[delta.tone]}`}>
      <Icon size={14} className={styles.icon} />
      {delta.value !== undefined && <span aria-hidden="true">{delta.value}</span>}
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}
