import { lazy, Suspense } from 'react';
import type { WorklistSectionProps } from './worklist-section';

// The section and its model load in their own chunk after the page's first view.
const WorklistSection = lazy(() =>
  import('./worklist-section').then((module) => ({ default: module.WorklistSection })),
);

/** Where the metrics page shows the worklist: nothing while its code loads. */
export function WorklistSlot(props: WorklistSectionProps) {
  return (
    <Suspense fallback={null}>
      <WorklistSection {...props} />
    </Suspense>
  );
}
