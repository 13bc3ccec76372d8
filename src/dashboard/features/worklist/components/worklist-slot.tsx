import { lazy, Suspense } from 'react';
import type { WorklistSectionProps } from './worklist-section';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadWorklistSection`), or when it is first drawn, whichever comes first.
let loading: Promise<typeof import('./worklist-section')> | undefined;
export const preloadWorklistSection = () => {
  loading ??= import('./worklist-section');
  return loading;
};
const WorklistSection = lazy(() => preloadWorklistSection().then((module) => ({ default: module.WorklistSection })));

/** Where the metrics page shows the worklist: nothing while its code loads. */
export function WorklistSlot(props: WorklistSectionProps) {
  return (
    <Suspense fallback={null}>
      <WorklistSection {...props} />
    </Suspense>
  );
}
