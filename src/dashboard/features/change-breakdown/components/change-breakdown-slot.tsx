import { lazy, Suspense } from 'react';
import type { ChangeBreakdownSectionProps } from './change-breakdown-section';

// The panel and its model load in their own chunk, the first time a breakdown is opened.
const ChangeBreakdownSection = lazy(() =>
  import('./change-breakdown-section').then((module) => ({ default: module.ChangeBreakdownSection })),
);

/** Where the page shows an open change breakdown: nothing while its code loads. */
export function ChangeBreakdownSlot(props: ChangeBreakdownSectionProps) {
  return (
    <Suspense fallback={null}>
      <ChangeBreakdownSection {...props} />
    </Suspense>
  );
}
