import { lazy, Suspense, useMemo } from 'react';
import { ChartSkeleton } from '@/dashboard/shared/charts/chart-skeleton';
import { type BreakdownTable, breakdownBars, breakdownDomain } from '../model/breakdown-table';

// nivo loads in its own chunk (the one the overview's bar chart already shares).
const ChangeBreakdownChartView = lazy(() =>
  import('./change-breakdown-chart-view').then((module) => ({ default: module.ChangeBreakdownChartView })),
);

const ROW_HEIGHT = 30;
const AXIS_HEIGHT = 44;

/** The diverging bars of one measure's breakdown, with their text alternative as a hidden list. */
export function ChangeBreakdownChart({
  table,
  higherIsBetter,
  label,
}: {
  table: BreakdownTable;
  higherIsBetter: boolean;
  label: string;
}) {
  const bars = useMemo(() => breakdownBars(table, higherIsBetter), [table, higherIsBetter]);
  const domain = useMemo(() => breakdownDomain(bars), [bars]);
  if (bars.length === 0) return null;
  const height = bars.length * ROW_HEIGHT + AXIS_HEIGHT;
  return (
    <>
      <Suspense fallback={<ChartSkeleton height={height} />}>
        <ChangeBreakdownChartView bars={bars} domain={domain} height={height} label={label} />
      </Suspense>
      <ul className="visually-hidden">
        {bars.map((bar) => (
          <li key={bar.key}>{bar.description}</li>
        ))}
      </ul>
    </>
  );
}
