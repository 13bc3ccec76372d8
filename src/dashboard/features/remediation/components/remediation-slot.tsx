import { lazy, Suspense } from 'react';
import type { RemediationSectionProps } from './remediation-section';

// The section and its model load in their own chunk after the page's first view.
const RemediationSection = lazy(() =>
  import('./remediation-section').then((module) => ({ default: module.RemediationSection })),
);

/** Where the metrics page shows the Remediation section: nothing while its code loads. */
export function RemediationSlot(props: RemediationSectionProps) {
  return (
    <Suspense fallback={null}>
      <RemediationSection {...props} />
    </Suspense>
  );
}
