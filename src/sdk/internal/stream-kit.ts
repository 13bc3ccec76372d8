// What a client hands the `depsight/stream` entry. That entry is a bundle of its own (so that
// `createClient` stays small for those who never stream), and it carries no copy of the SDK's error
// classes: it throws the client's own, so `instanceof` holds whichever entry an error came from.
import type {
  AbortedError,
  DepsightError,
  InvalidArgumentError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
} from '../errors';
import type { MetricsQuery } from '../resources/metrics';
import type { SdkCore } from './core';

/** The key of a client's kit: registered, so that every bundle of the package finds the same key. */
export const STREAM_KIT = Symbol.for('depsight.streamKit');

export interface StreamKit {
  core: SdkCore;
  errors: {
    AbortedError: typeof AbortedError;
    DepsightError: typeof DepsightError;
    InvalidArgumentError: typeof InvalidArgumentError;
    InvalidResponseError: typeof InvalidResponseError;
    NetworkError: typeof NetworkError;
    TimeoutError: typeof TimeoutError;
  };
  /** The metrics query as sent: checked (an `InvalidArgumentError` otherwise), with its defaults. */
  metricsQuery: (query: MetricsQuery) => MetricsQuery;
}
