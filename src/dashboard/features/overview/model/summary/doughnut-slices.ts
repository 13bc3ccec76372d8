// The account summary card's doughnut: unaddressed and addressed vulnerabilities.
import type { VulnerabilityDoughnut } from '@/dashboard/shared/metrics/types';

export interface DoughnutSlice {
  readonly id: 'unaddressed' | 'addressed';
  readonly label: string;
  readonly value: number;
  /** A CSS colour that resolves to a design token. */
  readonly color: string;
}

export interface DoughnutDisplay {
  readonly slices: readonly DoughnutSlice[];
  /** Identified vulnerabilities: unaddressed + addressed. */
  readonly total: number;
  /** Addressed share of the total in whole percent, rounded down so 100 means every one; 0 when there is nothing. */
  readonly addressedPercent: number;
  /** No vulnerability at all: the card shows an empty state instead of an empty ring. */
  readonly isEmpty: boolean;
  /** The doughnut's text alternative: 'Vulnerabilities: 30 unaddressed, 12 addressed'. */
  readonly summary: string;
}

/** Unaddressed first (what needs work), then addressed; the colours say bad and good, the labels say it too. */
export function doughnutDisplay(doughnut: VulnerabilityDoughnut): DoughnutDisplay {
  const total = doughnut.unaddressed + doughnut.addressed;
  const slices: DoughnutSlice[] = [
    { id: 'unaddressed', label: 'Unaddressed', value: doughnut.unaddressed, color: 'var(--color-bad)' },
    { id: 'addressed', label: 'Addressed', value: doughnut.addressed, color: 'var(--color-good)' },
  ];
  return {
    slices,
    total,
    addressedPercent: total > 0 ? Math.floor((doughnut.addressed / total) * 100) : 0,
    isEmpty: total === 0,
    summary: `Vulnerabilities: ${slices.map((slice) => `${slice.value.toLocaleString()} ${slice.label.toLowerCase()}`).join(', ')}`,
  };
}
