import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startRecordingProxy } from '../../../scripts/lib/recording-proxy.mjs';
import { createOperationMatcher } from '../../../src/openapi-index/operation-matcher.mjs';
import { createClient, type DepsightClient } from '../../../src/sdk';
import { bundledOperations } from '../support/document';
import { MOCK_TOKEN, type Scenario, type ScenarioContext } from './scenario';

// Every scenario module under scenarios/ (one per SDK resource) is run against one recording proxy,
// so the coverage test at the end counts what the mock really received. A glob is an import Vite can
// read ahead (it warns of a template one), and the files run in name order.
const scenarioGlob = import.meta.glob<{ scenarios: Scenario[] }>('./scenarios/*.ts', { eager: true });
const scenarioModules = Object.entries(scenarioGlob)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, module]) => ({ file: path.slice('./scenarios/'.length), scenarios: module.scenarios }));

let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
const context = {} as ScenarioContext;

beforeAll(async () => {
  proxy = await startRecordingProxy(inject('prismUrl'));
  context.makeClient = (options = {}) =>
    createClient({
      baseUrl: proxy.url,
      chatBaseUrl: proxy.url,
      auth: { type: 'Bearer', token: MOCK_TOKEN },
      retry: false,
      timeoutMs: 10_000,
      ...options,
    });
  context.client = context.makeClient();
});

afterAll(async () => {
  await proxy?.stop();
});

for (const { file, scenarios } of scenarioModules) {
  describe(`SDK against the mock: ${file.replace(/\.ts$/, '')}`, () => {
    it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))('%s', async (_, scenario) => {
      await scenario.run(context);
    });
  });
}

describe('SDK coverage', () => {
  it('every operation of the document is an SDK method named after its operationId', () => {
    const client: DepsightClient = createClient({ baseUrl: 'http://127.0.0.1:9' });
    const missing = bundledOperations
      .map((operation) => operation.operationId)
      .filter((operationId) => {
        const [namespace = '', method = ''] = operationId.split('_');
        const resource = (client as unknown as Record<string, Record<string, unknown>>)[namespace];
        return typeof resource?.[method] !== 'function';
      });
    expect(missing).toEqual([]);
  });

  it('the mock received a request for every one of the operations', () => {
    const match = createOperationMatcher(bundledOperations);
    const called = new Set(proxy.calls.map((call) => match(call.method, call.path)?.operationId).filter(Boolean));
    const total = bundledOperations.length;
    console.log(`SDK operations called: ${called.size}/${total}`);
    const notCalled = bundledOperations.map((operation) => operation.operationId).filter((id) => !called.has(id));
    expect(notCalled).toEqual([]);
  });
});
