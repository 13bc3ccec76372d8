import { preloadable } from '@/dashboard/shared/ui/preloadable';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadWorklistSection`), or when it is first drawn, whichever comes first.
const section = preloadable(
  () => import('./worklist-section'),
  (module) => module.WorklistSection,
);
export const preloadWorklistSection = section.preload;

/**
 * Where the metrics page shows the worklist, inside a DeferredSection: it suspends while its code
 * loads, and the DeferredSection holds its place meanwhile.
 */
export const WorklistSlot = section.Component;
