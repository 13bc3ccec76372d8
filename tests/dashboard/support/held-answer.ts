// A metrics answer over projects the test holds whole, as the page holds an answer it read itself:
// for a component test that renders the rows of an answer without reading one (the projects table).
import { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import type { Project } from '@/dashboard/shared/metrics/types';

/** An answer whose projects' details are `projects` (found by row id); it derives nothing. */
export function answerHolding(projects: readonly Project[]): MetricsAnswer {
  return new MetricsAnswer({
    derive: () => Promise.reject(new Error('This test answer derives nothing.')),
    heldHere: (rowId) => projects.find((project) => project.rowId === rowId),
    close: () => {},
  });
}
