import { lazy, Suspense } from 'react';
import { Spinner } from '@/dashboard/shared/ui/spinner';
import type { TeamComparisonTabProps } from './team-comparison-tab';

// The comparison and the models it composes load in their own chunk, when the view is opened.
const TeamComparisonTab = lazy(() =>
  import('./team-comparison-tab').then((module) => ({ default: module.TeamComparisonTab })),
);

/** Where the page shows the team comparison: a spinner while its code loads. */
export function TeamComparisonSlot(props: TeamComparisonTabProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <TeamComparisonTab {...props} />
    </Suspense>
  );
}
