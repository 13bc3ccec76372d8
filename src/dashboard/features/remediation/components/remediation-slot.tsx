import { lazy, Suspense } from 'react';
import type { RemediationSectionProps } from './remediation-section';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadRemediationSection`), or when it is first drawn, whichever comes first.
let loading: Promise<typeof import('./remediation-section')> | undefined;
export const preloadRemediationSection = () => {
  loading ??= import('./remediation-section');
  return loading;
};
const RemediationSection = lazy(() =>
  preloadRemediationSection().then((module) => ({ default: module.RemediationSection })),
);

/** Where the metrics page shows the Remediation section: nothing while its code loads. */
export function RemediationSlot(props: RemediationSectionProps) {
  return (
    <Suspense fallback={null}>
      <RemediationSection {...props} />
    </Suspense>
  );
}
