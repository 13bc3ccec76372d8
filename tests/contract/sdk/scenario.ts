import type { createClient, DepsightClient } from '../../../src/sdk';

/** What every scenario gets: a client whose requests reach the Prism mock through the recording proxy. */
export interface ScenarioContext {
  client: DepsightClient;
  /** Builds another client on the same mock, e.g. with other auth. */
  makeClient: (options?: Partial<Parameters<typeof createClient>[0]>) => DepsightClient;
}

/**
 * One SDK call (or a few) against the mock. A request the mock refuses as invalid answers 4xx, the
 * SDK throws, and the scenario fails. `Prefer: code=...` (through `{ headers }`) picks the
 * non-200 answers the spec names.
 */
export interface Scenario {
  name: string;
  run: (context: ScenarioContext) => Promise<void>;
}

/** A client on the mock that also keeps a copy of every request it sends, to check what the SDK filled in. */
export function recordingClient(
  makeClient: ScenarioContext['makeClient'],
  options: Parameters<ScenarioContext['makeClient']>[0] = {},
) {
  const sent: Request[] = [];
  const client = makeClient({
    ...options,
    fetch: (request, init) => {
      sent.push(request.clone());
      return globalThis.fetch(request, init);
    },
  });
  return { client, sent };
}

/** Ids the document's examples use, valid for the mock's request validation. */
export const IDS = {
  account: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c',
  team: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e',
  project: '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90',
  member: '9d2e4f60-1a3b-4c5d-8e7f-0a1b2c3d4e5f',
} as const;

export const MOCK_TOKEN = 'contract-test-token';
