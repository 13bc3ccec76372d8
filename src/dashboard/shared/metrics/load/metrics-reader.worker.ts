// A worker that reads one metrics answer's body (handed over, not copied) and posts its projects in
// batches: the parsing and normalising of a large answer happen here, never on the page's thread.
import { readMetricsBody } from './read-metrics-body';

/** What the page posts: the body to read, transferred. */
export interface ReadRequest {
  readonly body: ReadableStream<Uint8Array>;
}

self.addEventListener('message', (event: MessageEvent<ReadRequest>) => {
  void readMetricsBody(event.data.body, (message) => self.postMessage(message));
});
