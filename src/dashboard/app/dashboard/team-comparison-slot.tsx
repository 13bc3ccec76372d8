import { lazy, Suspense } from 'react';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import type { TeamComparisonViewProps } from './team-comparison-view';

// The comparison and the models it composes load in their own chunk, when the view is opened.
const TeamComparisonView = lazy(() =>
  import('./team-comparison-view').then((module) => ({ default: module.TeamComparisonView })),
);

/** Where the page shows the team comparison: a spinner while its code loads. */
export function TeamComparisonSlot(props: TeamComparisonViewProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <TeamComparisonView {...props} />
    </Suspense>
  );
}
