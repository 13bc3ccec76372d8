import { lazy } from 'react';
import { loadOnce } from '@/dashboard/shared/model/load-once';

// The section and its model load in their own chunk after the page's first view: when the page is
// idle (`preloadRemediationSection`), or when it is first drawn, whichever comes first.
const section = loadOnce(() => import('./remediation-section'));
export const preloadRemediationSection = section.preload;

/**
 * Where the metrics page shows the Remediation section, inside a DeferredSection: it suspends while
 * its code loads, and the DeferredSection holds its place meanwhile.
 */
export const RemediationSlot = lazy(() => section.load().then((module) => ({ default: module.RemediationSection })));
