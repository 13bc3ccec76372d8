// What the page and a metrics worker say to each other (serve-metrics.ts is the worker's side,
// worker-place.ts the page's).
import type { ProjectSummary } from '../types';
import type { ReadMessage } from './read-metrics-body';

/** What the page posts: the body to read (transferred), then questions about the answer. */
export type WorkerRequest =
  | { readonly type: 'read'; readonly body: ReadableStream<Uint8Array> }
  | { readonly type: 'ask'; readonly id: number; readonly name: string; readonly request: unknown };

/** What the worker posts: the read's messages (the projects' summaries), and each question's result or why it has none. */
export type WorkerMessage =
  | ReadMessage<ProjectSummary>
  | { readonly type: 'result'; readonly id: number; readonly result: unknown }
  | { readonly type: 'refused'; readonly id: number; readonly reason: string };
