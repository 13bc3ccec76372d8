import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
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
  const broken = (edit: (links: Record<string, Record<string, unknown>>) => void) => {
    const copy = structuredClone(document) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const answer = copy.paths['/api/v1/users/me']?.get?.responses as Record<string, { links: Record<string, never> }>;
    edit(answer['200']?.links as Record<string, Record<string, unknown>>);
    return copy;
  };

  it('report a target, a parameter, a field or a request parameter that does not exist, and a wrong type', () => {
    const copy = broken((links) => {
      links.getAccount = { operationId: 'accounts_fetch', description: 'x', parameters: {} };
      links.listTeams = {
        operationId: 'teams_list',
        description: 'x',
        parameters: { account: '$response.body#/account/uuid' },
      };
      links.listMembers = {
        operationId: 'members_list',
        description: 'x',
        parameters: { uuid: '$response.body#/account/id' },
      };
      links.listProjects = {
        operationId: 'projects_list',
        description: 'x',
        parameters: { uuid: '$request.path.uuid' },
      };
      links.countProjects = {
        operationId: 'projects_count',
        description: 'x',
        parameters: { uuid: '$response.body#/name' },
      };
      links.listTokens = {
        operationId: 'tokens_list',
        description: 'x',
        parameters: { uuid: '$response.body/account' },
      };
    });
    const problems = linkProblems(copy).join('\n');
    expect(problems).toContain('getAccount: no operation accounts_fetch');
    expect(problems).toContain('teams_list has no path or query parameter account');
    expect(problems).toContain('listTeams → teams_list: supplies no uuid');
    expect(problems).toContain("$response.body#/account/id points at no field of the 200 answer's schema");
    expect(problems).toContain('$request.path.uuid: users_get has no path parameter uuid');
    expect(problems).toContain('$response.body#/name is string, the parameter string uuid');
    expect(problems).toContain('$response.body/account is not a runtime expression');
  });

  it('miss a pair whose link is removed', () => {
    const copy = broken((links) => {
      delete links.getAccount;
    });
    expect(missing(PROMISED_PAIRS, copy)).toEqual(['users_get → accounts_get']);
  });
});
