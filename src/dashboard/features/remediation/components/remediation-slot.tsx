import { preloadable } from '@/dashboard/shared/ui/preloadable';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadRemediationSection`), or when it is first drawn, whichever comes first.
const section = preloadable(
  () => import('./remediation-section'),
  (module) => module.RemediationSection,
);
export const preloadRemediationSection = section.preload;

/**
 * Where the metrics page shows the Remediation section, inside a DeferredSection: it suspends while
 * its code loads, and the DeferredSection holds its place meanwhile.
 */
export const RemediationSlot = section.Component;
