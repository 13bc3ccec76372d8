import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { escapePointerSegment } from '../../src/openapi-index/json-pointer.mjs';
import { declaredLinks, linkedPairs, linkProblems, pairsPromisedByPaths } from '../support/openapi-links';

const document = parse(readFileSync(BUNDLE_FILE, 'utf8')) as Record<string, unknown>;

function missing(pairs: string[], from = document): string[] {
  const linked = linkedPairs(from);
  return pairs.filter((pair) => !linked.has(pair));
}

// Where an id travels between operations that the paths alone do not tell (tests of the rule by path below).
const PROMISED_PAIRS = [
  // The signed-in user leads to the account and what hangs off it, and to a team's members.
  'users_get → accounts_get',
  'users_get → teams_list',
  'users_get → members_list',
  'users_get → projects_list',
  'users_get → teamMembers_list',
  'users_get → metrics_get',
  // The metrics answer leads to each project's read, reports, badge, tickets and advisories.
  'metrics_get → projects_get',
  'metrics_get → projects_getReportSummary',
  'metrics_get → projects_getFullReport',
  'metrics_get → projects_getFullReportById',
  'metrics_get → badges_get',
  'metrics_get → issueTracker_listIssues',
  'metrics_get → advisories_get',
  // The account's projects carry both ids the issue-tracker list takes.
  'projects_list → projects_get',
  'projects_list → projects_getReportSummary',
  'projects_list → projects_getFullReport',
  'projects_list → badges_get',
  'projects_list → issueTracker_listIssues',
  'projects_get → projects_getReportSummary',
  'projects_get → projects_getFullReport',
  'projects_get → badges_get',
  'projects_getReportSummary → projects_getFullReportById',
  'projects_getFullReport → advisories_get',
  // Lists and creates whose by-id operations live under another path.
  'teams_list → teams_update',
  'teams_list → teams_delete',
  'teams_list → teamMembers_list',
  'teams_list → members_setPrimaryTeam',
  'members_list → mfa_getMemberSettings',
  'teams_create → teamMembers_list',
  'accounts_get → teams_list',
  'accounts_get → members_list',
  'exclusions_list → exclusions_delete',
  'exclusions_create → exclusions_delete',
  'databases_list → databases_getSync',
  'issueTracker_listJiraProjects → issueTracker_getIssueMeta',
  'assetRegistry_listProjects → assetRegistry_listHistory',
  'assetRegistry_listHistory → assetRegistry_publishSbom',
  'chat_startWithSummary → chat_ask',
  // The report export: its status, then its file.
  'eras_create → eras_getStatus',
  'eras_create → eras_download',
  'eras_getStatus → eras_download',
];

describe('links in the document', () => {
  it('name an existing operation, its parameters, and fields the answer or the request has', () => {
    expect(declaredLinks(document).length).toBeGreaterThan(100);
    expect(linkProblems(document)).toEqual([]);
  });

  it('lead from every list and create to the reads, updates and deletes by id under its path', () => {
    const promised = pairsPromisedByPaths(document);
    expect(promised).toEqual(
      expect.arrayContaining([
        'accounts_list → accounts_get',
        'members_list → members_delete',
        'licensePolicies_create → licensePolicies_get',
        'assistantPolicies_list → assistantPolicies_update',
        'advisories_list → advisories_get',
        'projects_create → projects_get',
      ]),
    );
    expect(missing(promised)).toEqual([]);
  });

  it('lead from users/me, the metrics answer, reports, lists and the report export where their ids go', () => {
    expect(missing(PROMISED_PAIRS)).toEqual([]);
  });

  it('take the account from users/me and each project from the metrics answer', () => {
    const supplied = (source: string, target: string) =>
      declaredLinks(document)
        .filter((declared) => declared.source === source && declared.link.operationId === target)
        .map((declared) => declared.link.parameters);
    expect(supplied('users_get', 'accounts_get')).toEqual([{ uuid: '$response.body#/account/uuid' }]);
    expect(supplied('metrics_get', 'projects_get')).toEqual([{ id: '$response.body#/projects/0/projectUUID' }]);
    expect(supplied('metrics_get', 'advisories_get')).toEqual(
      expect.arrayContaining([{ id: '$response.body#/projects/0/remediations/vulnerabilities/0/adviceID' }]),
    );
  });
});

describe('the link checks', () => {
  type Links = Record<string, Record<string, unknown>>;
  /** A copy of the document whose users/me answer declares exactly `links`. */
  const withUsersMeLinks = (links: Links) => {
    const copy = structuredClone(document) as { paths: Record<string, { get: { responses: Record<string, Links> } }> };
    const answer = copy.paths['/api/v1/users/me']?.get.responses['200'];
    if (answer) answer.links = links;
    return copy;
  };
  const link = (operationId: string, parameters: Record<string, unknown>) => ({
    operationId,
    parameters,
    description: 'A link under test.',
  });

  it('report a target, a parameter, a field or a request parameter that does not exist, and a wrong type', () => {
    const problems = linkProblems(
      withUsersMeLinks({
        getAccount: link('accounts_fetch', {}),
        listTeams: link('teams_list', { account: '$response.body#/account/uuid' }),
        listMembers: link('members_list', { uuid: '$response.body#/account/id' }),
        listProjects: link('projects_list', { uuid: '$request.path.uuid' }),
        countProjects: link('projects_count', { uuid: '$response.body#/name' }),
        listTokens: link('tokens_list', { uuid: '$response.body/account' }),
        getBadge: link('badges_get', { project: '$response.body#/id', domain: 'popularity' }),
        getConfiguration: { operationId: 'configuration_get', parameters: { uuid: '$response.body#/account/uuid' } },
      }),
    ).join('\n');
    const expected = [
      'getAccount: no operation accounts_fetch',
      'teams_list has no path or query parameter account',
      'listTeams → teams_list: supplies no uuid',
      "$response.body#/account/id points at no field of the 200 answer's schema",
      '$request.path.uuid: users_get has no path parameter uuid',
      '$response.body#/name is string, the parameter string uuid',
      '$response.body/account is not a runtime expression',
      'the constant "popularity" is not one of security, stability, licensing',
      'getConfiguration: no description',
    ];
    expect(expected.filter((problem) => !problems.includes(problem))).toEqual([]);
  });

  it('accept every pointer into the answer’s own example, and none that goes on below a plain value', () => {
    const example = parse(readFileSync('openapi/components/examples/UserDefault.yaml', 'utf8')).value as unknown;
    const pointerStep = (token: string) => `/${escapePointerSegment(token)}`;
    // A pointer chosen by `choices` among the example's keys and indexes, and the value it reaches.
    const walk = (choices: number[]) => {
      const tokens: string[] = [];
      let value = example;
      for (const choice of choices) {
        if (typeof value !== 'object' || value === null) break;
        const keys = Object.keys(value);
        const key = keys[choice % Math.max(keys.length, 1)];
        if (key === undefined) break;
        tokens.push(key);
        value = (value as Record<string, unknown>)[key];
      }
      return { pointer: tokens.map(pointerStep).join(''), value };
    };
    const unresolved = (pointer: string) =>
      linkProblems(withUsersMeLinks({ getAdvisory: link('advisories_get', { id: `$response.body#${pointer}` }) })).some(
        (problem) => problem.includes('points at no field'),
      );
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 6 }), fc.string({ minLength: 1 }), (choices, extra) => {
        const { pointer, value } = walk(choices);
        expect(unresolved(pointer)).toBe(false);
        if (typeof value !== 'object' || value === null) expect(unresolved(pointer + pointerStep(extra))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('miss a pair whose link is removed', () => {
    const copy = withUsersMeLinks({ listTeams: link('teams_list', { uuid: '$response.body#/account/uuid' }) });
    expect(missing(PROMISED_PAIRS, copy)).toEqual(
      expect.arrayContaining(['users_get → accounts_get', 'users_get → members_list']),
    );
    expect(missing(PROMISED_PAIRS, copy)).not.toContain('users_get → teams_list');
  });
});
