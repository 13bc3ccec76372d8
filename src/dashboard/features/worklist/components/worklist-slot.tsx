import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@/dashboard/shared/model/when-idle';
import { preloadable } from '@/dashboard/shared/ui/preloadable';
import type { WorklistAheadProps } from './worklist-ahead';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadWorklistSection`), or when it is first drawn, whichever comes first.
const section = preloadable(
  () => import('./worklist-section'),
  (module) => module.WorklistSection,
);
// Only an optimisation: where its code cannot be loaded, nothing is derived ahead (the section,
// loading its own, says what went wrong).
const ahead = preloadable(
  () => import('./worklist-ahead').catch(() => ({ WorklistAhead: () => null })),
  (module) => module.WorklistAhead,
);

export const preloadWorklistSection = section.preload;

/**
 * Where the metrics page shows the worklist, inside a DeferredSection: it suspends while its code
 * loads, and the DeferredSection holds its place meanwhile.
 */
export const WorklistSlot = section.Component;

/**
 * Where the metrics page has the worklist derived before the section is scrolled to (WorklistAhead):
 * mounted once the page has been idle, its code loaded then. Draws nothing. Its own state, so that
 * mounting it re-renders nothing else of the page.
 */
export function WorklistAheadSlot(props: WorklistAheadProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ahead.Component {...props} />
    </Suspense>
  );
}
