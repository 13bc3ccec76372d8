import { useCallback } from 'react';
import {
  TeamComparisonSection,
  type TeamComparisonSectionProps,
} from '@/dashboard/features/team-comparison/components/team-comparison-section';
import type { NormalizedMetrics } from '@/dashboard/shared/metrics/types';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { teamFiguresOf } from './model/team-figures';

export type TeamComparisonTabProps = Omit<TeamComparisonSectionProps, 'figuresOf'> & {
  /** The page's clock reading (once per load). */
  now: number;
};

/**
 * The team comparison with its figures composed by the page from the remediation and worklist
 * models; loaded in its own chunk (team-comparison-slot.tsx), with them.
 */
export function TeamComparisonTab({ now, ...props }: TeamComparisonTabProps) {
  const [slaDays] = useSlaTargets();
  const figuresOf = useCallback(
    (current: NormalizedMetrics, previous: NormalizedMetrics | undefined) =>
      teamFiguresOf(current, previous, { now, slaDays }),
    [now, slaDays],
  );
  return <TeamComparisonSection {...props} figuresOf={figuresOf} />;
}
