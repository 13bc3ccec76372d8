// The huge account (`Prefer: example=huge-account`, 20,000 projects): an answer no document can hold,
// so the mock makes it as it sends it. The stream is the same account as the generator's, the
// generator names as many repositories as asked, and both the server layer and the MSW handlers
// send it a piece at a time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_FILE } from '../../mocks/document-files.mjs';
import { STREAMED_SCENARIOS } from '../../mocks/scenario-catalogue.mjs';
import { METRICS_PATH, METRICS_SCENARIO_OPTIONS } from '../../mocks/scenarios.mjs';
import { eachGeneratedProject, generateSecurityMetrics, streamSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';
import { ownersByPosition } from '../../mocks/team-metrics.mjs';
import { createMockApi } from '../../src/msw';

const byUrlAndBranch = (left: { projectUrl: string; projectBranch: string }, right: typeof left) =>
  left.projectUrl === right.projectUrl
    ? left.projectBranch.localeCompare(right.projectBranch)
    : left.projectUrl < right.projectUrl
      ? -1
      : 1;

describe('the streamed account', () => {
  it('is the generated account, its projects in the order they are made', () => {
    const options = { seed: 11, projectCount: 300, scansPerProject: { min: 1, max: 8 }, historyDays: 120 };
    const pieces = [...streamSecurityMetrics(options)];
    const streamed = JSON.parse(pieces.join(''));
    const whole = generateSecurityMetrics(options);
    expect(streamed.projects).toHaveLength(300);
    // One piece a project, between the opening and the totals.
    expect(pieces).toHaveLength(302);
    const { projects, ...rest } = streamed;
    const { projects: wholeProjects, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    // Each answer shares its projects out among the teams by their places in it (as its world does).
    const withoutTeams = (list: { teamUUIDs?: string[]; projectUrl: string; projectBranch: string }[]) =>
      list.map(({ teamUUIDs: _teams, ...project }) => project);
    expect(withoutTeams(projects).sort(byUrlAndBranch)).toEqual(withoutTeams(wholeProjects).sort(byUrlAndBranch));
    const owners = ownersByPosition(300);
    expect(projects.map((project: { teamUUIDs: string[] }) => project.teamUUIDs)).toEqual(
      owners.map((owner) => (owner === undefined ? [] : [owner])),
    );
    expect(JSON.parse([...streamSecurityMetrics({ ...options, withoutTeams: true })].join('')).projects).toEqual(
      withoutTeams(projects),
    );
  });

  it('names as many repositories as asked, each repository and branch once', () => {
    const options = { seed: 5, projectCount: 12_000, scansPerProject: 1, historyDays: 30, exclusionsPerProject: 0 };
    const seen = new Set<string>();
    const uuids = new Set<string>();
    for (const project of eachGeneratedProject(options)) {
      seen.add(`${project.projectUrl} ${project.projectBranch}`);
      uuids.add(project.projectUUID);
    }
    expect(seen.size).toBe(12_000);
    expect(uuids.size).toBe(12_000);
  });

  it('huge-account is 20,000 projects and in no document', () => {
    expect(STREAMED_SCENARIOS.map((scenario) => scenario.name)).toEqual(['huge-account']);
    expect(METRICS_SCENARIO_OPTIONS['huge-account']).toMatchObject({ projectCount: 20_000, scansPerProject: 60 });
  });
});

/** Reads the first `bytes` of a body, then cancels the rest: the answer is hundreds of MB. */
async function opening(response: Response, bytes: number): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < bytes) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  // Not awaited: MSW keeps a copy of the body for its own listeners, so the cancel settles only once
  // that copy is dropped as well.
  reader.cancel().catch(() => {});
  return text;
}

describe('huge-account through the mock', () => {
  let upstream: Server;
  let layer: Awaited<ReturnType<typeof startStatefulMock>>;
  beforeAll(async () => {
    // Stands in for Prism: answers every valid request with a small body, and a 401 without a token.
    upstream = createServer((request, response) => {
      const status = request.headers.authorization ? 200 : 401;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { projects: [] } : { message: 'Unauthorized' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const { parse } = await import('yaml');
    const { readFileSync } = await import('node:fs');
    layer = await startStatefulMock({
      upstream: () => `http://127.0.0.1:${port}`,
      document: parse(readFileSync(BUNDLE_FILE, 'utf8'), { maxAliasCount: -1 }),
    });
  });
  afterAll(async () => {
    await layer?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it('the server layer sends it as it makes it, after the upstream has checked the request', async () => {
    const url = `${layer.url}${METRICS_PATH}?startDate=2025-11-21&endDate=2026-11-21`;
    const refused = await fetch(url, { headers: { prefer: 'example=huge-account' } });
    expect(refused.status).toBe(401);
    await refused.arrayBuffer();
    const response = await fetch(url, { headers: { authorization: 'Bearer dev', prefer: 'example=huge-account' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    const text = await opening(response, 2_000_000);
    expect(text.startsWith('{"projects":[{"projectUUID":')).toBe(true);
  });

  it('the MSW handlers send it as a stream too', async () => {
    const mock = createMockApi();
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const response = await fetch(`https://api.depsight.test${METRICS_PATH}`, {
        headers: { authorization: 'Bearer dev', prefer: 'example=huge-account' },
      });
      expect(response.status).toBe(200);
      const text = await opening(response, 2_000_000);
      expect(text.startsWith('{"projects":[{"projectUUID":')).toBe(true);
    } finally {
      server.close();
    }
  });
});
