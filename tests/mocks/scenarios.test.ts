import { readFileSync } from 'node:fs';
import type { default as Ajv, ValidateFunction } from 'ajv';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../generated/api';
import { buildMockDocument } from '../../mocks/mock-document.mjs';
import {
  METRICS_PATH,
  METRICS_SCENARIO_OPTIONS,
  MOCK_EXAMPLES,
  MOCK_SCENARIOS,
  type MockScenario,
  preferHeader,
  USER_PATH,
} from '../../mocks/scenarios.mjs';
import { generateSecurityMetrics } from '../../mocks/security-metrics.mjs';
import { BUNDLE_FILE } from '../../scripts/lib/spec-build.mjs';
import { createDocumentAjv, schemaReference } from '../../src/openapi-index/document-ajv.mjs';
import { deref } from '../../src/openapi-index/json-pointer.mjs';
import { listOperations, responseOf } from '../../src/openapi-index/openapi-operations.mjs';

type SecurityMetrics = components['schemas']['SecurityMetrics'];
type Scan = components['schemas']['Scan'];
type User = components['schemas']['User'];

const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NONE'];

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document has no static type here
let bundle: any;
let ajv: Ajv;
const generated = new Map<string, unknown>();

/** Each scenario's value is built once for the whole file; `large` takes a second or two. */
function scenarioValue(scenario: MockScenario): unknown {
  const key = `${scenario.path} ${scenario.status} ${scenario.name}`;
  if (!generated.has(key)) generated.set(key, scenario.build?.());
  return generated.get(key);
}

function metricsScenario(name: string): SecurityMetrics {
  const scenario = MOCK_SCENARIOS.find((entry) => entry.path === METRICS_PATH && entry.name === name);
  if (!scenario) throw new Error(`no metrics scenario ${name}`);
  return scenarioValue(scenario) as SecurityMetrics;
}

/** The schema of a declared response, as Prism sees it (a shared response is followed through its $ref). */
function responseValidator(path: string, status: number): ValidateFunction {
  const operation = listOperations(bundle).find((entry) => entry.path === path && entry.method === 'get');
  if (!operation) throw new Error(`no GET ${path}`);
  const schemaPointer = responseOf(bundle, operation, status)?.schemaPointer;
  expect(schemaPointer).toBeDefined();
  return ajv.compile({ $ref: schemaReference(String(schemaPointer)) });
}

beforeAll(() => {
  bundle = parse(readFileSync(BUNDLE_FILE, 'utf8'));
  ajv = createDocumentAjv(bundle, { allErrors: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('every scenario payload matches the document', () => {
  const generatedScenarios = MOCK_EXAMPLES.filter((scenario) => scenario.build);
  it.each(generatedScenarios.map((scenario) => [`${scenario.name} (${scenario.path} ${scenario.status})`, scenario]))(
    '%s',
    (_label, scenario) => {
      const validate = responseValidator(scenario.path, scenario.status);
      const valid = validate(scenarioValue(scenario));
      expect(validate.errors?.slice(0, 5) ?? [], 'schema violations').toEqual([]);
      expect(valid).toBe(true);
    },
    30_000,
  );

  it('scenarios the document already has (date-window-error) are still in openapi/', () => {
    for (const scenario of MOCK_SCENARIOS.filter((entry) => !entry.build)) {
      const examples =
        bundle.paths[scenario.path].get.responses[String(scenario.status)].content['application/json'].examples;
      expect(Object.keys(examples)).toContain(scenario.name);
    }
  });
});

describe('the metrics generator', () => {
  it('gives the same payload for the same seed and another for another seed', () => {
    const first = JSON.stringify(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default));
    const second = JSON.stringify(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default));
    const otherSeed = JSON.stringify(generateSecurityMetrics({ ...METRICS_SCENARIO_OPTIONS.default, seed: 99 }));
    expect(second).toBe(first);
    expect(otherSeed).not.toBe(first);
  });

  it('depends on neither the clock nor Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random was used');
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-03T04:05:06Z'));
    const later = JSON.stringify(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default));
    vi.setSystemTime(new Date('2020-01-01T00:00:00Z'));
    const earlier = JSON.stringify(generateSecurityMetrics(METRICS_SCENARIO_OPTIONS.default));
    expect(later).toBe(earlier);
    expect(later).toBe(JSON.stringify(metricsScenario('default')));
  });

  it('has the size each scenario promises', () => {
    expect(metricsScenario('default').projects).toHaveLength(40);
    expect(metricsScenario('empty').projects).toHaveLength(0);
    const single = metricsScenario('single');
    expect(single.projects.map((project) => project.scans.length)).toEqual([1]);
    expect(single.projectsUsage.sortedDates).toHaveLength(1);
    const large = metricsScenario('large');
    expect(large.projects).toHaveLength(2000);
    expect(large.projects.every((project) => project.scans.length === 60)).toBe(true);
    const [huge, ...others] = metricsScenario('huge-project').projects;
    expect(others).toHaveLength(0);
    expect(huge?.scans).toHaveLength(50_000);
    // Several scans a day, each at its own minute.
    expect(new Set(huge?.scans.map((scan) => scan.timestamp)).size).toBe(50_000);
  });

  it('serves the empty scenario exactly as the authored empty example', () => {
    expect(metricsScenario('empty')).toEqual(authoredMetricsExample('empty'));
  });

  // Plain checks collected into one list: an expect() per scan of `large` would take seconds.
  it('keeps every fix at the timestamp of the scan that fixed it, as many as its mitigation count', () => {
    const problems: string[] = [];
    for (const name of ['default', 'large']) {
      for (const project of metricsScenario(name).projects) {
        const fixesPerScan = new Map(project.scans.map((scan) => [scan.timestamp, 0]));
        for (const { fixedWhen } of project.remediations.vulnerabilities) {
          const fixes = fixesPerScan.get(fixedWhen);
          if (fixes === undefined) problems.push(`${name} ${project.projectUrl}: fixedWhen ${fixedWhen} is no scan`);
          else fixesPerScan.set(fixedWhen, fixes + 1);
        }
        for (const scan of project.scans) {
          if (fixesPerScan.get(scan.timestamp) !== scan.mitigationCount) {
            problems.push(`${name} ${project.projectUrl}: scan ${scan.timestamp} fixes != mitigationCount`);
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('keeps scans sorted, deltas equal to the change in count, and totals that add up', () => {
    const problems: string[] = [];
    for (const name of ['default', 'single', 'large']) {
      for (const project of metricsScenario(name).projects) {
        const label = `${name} ${project.projectUrl} ${project.projectBranch}`;
        const { scans } = project;
        scans.forEach((scan, index) => {
          const previous = scans[index - 1];
          const expectedDelta = previous ? scan.vulnerabilityCount - previous.vulnerabilityCount : 0;
          if (scan.vulnerabilityDelta !== expectedDelta) problems.push(`${label}: delta of scan ${index}`);
          if (previous && scan.timestamp <= previous.timestamp) problems.push(`${label}: scan ${index} out of order`);
        });
        const latest = scans[scans.length - 1] as Scan;
        if (project.securityScore !== latest.securityScore) problems.push(`${label}: score is not the latest`);
        if (project.vulnerabilitiesIdentified - project.vulnerabilitiesAddressed !== latest.vulnerabilityCount) {
          problems.push(`${label}: identified - addressed != latest count`);
        }
        if (project.vulnerabilitiesAddressed !== project.remediations.vulnerabilities.length) {
          problems.push(`${label}: addressed != remediations`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('spreads repositories over GitHub, GitLab and Bitbucket, several organisations and branches', () => {
    const { projects } = metricsScenario('default');
    const urls = projects.map((project) => project.projectUrl);
    for (const host of ['https://github.com/', 'https://gitlab.com/', 'https://bitbucket.org/']) {
      expect(
        urls.some((url) => url.startsWith(host)),
        host,
      ).toBe(true);
    }
    const organisations = new Set(urls.map((url) => url.split('/').slice(0, 4).join('/')));
    expect(organisations.size).toBeGreaterThanOrEqual(4);
    for (const project of projects) expect(project.projectBranch).toMatch(/^(main|develop|release\/\d+\.\d+)$/);
    const branchesPerUrl = new Map<string, Set<string>>();
    for (const project of projects) {
      const branches = branchesPerUrl.get(project.projectUrl) ?? new Set();
      branches.add(project.projectBranch);
      branchesPerUrl.set(project.projectUrl, branches);
    }
    const multiBranch = [...branchesPerUrl.values()].filter((branches) => branches.size > 1);
    expect(multiBranch.length).toBeGreaterThanOrEqual(3);
    const allBranches = projects.map((project) => project.projectBranch);
    expect(allBranches).toContain('develop');
    expect(allBranches.some((branch) => branch.startsWith('release/'))).toBe(true);
    expect(new Set(projects.map((project) => `${project.projectUrl} ${project.projectBranch}`)).size).toBe(40);
  });

  it('has improving, regressing, flat and noisy projects', () => {
    const kinds = metricsScenario('default').projects.map((project) => trajectoryOf(project.scans));
    for (const kind of ['improving', 'regressing', 'flat', 'noisy']) expect(kinds, kind).toContain(kind);
    const largeKinds = new Set(metricsScenario('large').projects.map((project) => trajectoryOf(project.scans)));
    expect([...largeKinds]).toEqual(expect.arrayContaining(['improving', 'regressing', 'flat', 'noisy']));
  });

  it('fixes CVE, CWE, GHSA and other advisories of every severity, by people with e-mail addresses', () => {
    const fixes = metricsScenario('default').projects.flatMap((project) => project.remediations.vulnerabilities);
    const ids = fixes.map((fix) => fix.id);
    expect(ids.some((id) => /^CVE-\d{4}-\d{4,}$/.test(id))).toBe(true);
    expect(ids.some((id) => /^CWE-\d+$/.test(id))).toBe(true);
    expect(ids.some((id) => /^GHSA(-[2-9cfghjmpqrvwx]{4}){3}$/.test(id))).toBe(true);
    expect(ids.some((id) => /^(SNYK|MET)-/.test(id))).toBe(true);
    expect(new Set(fixes.map((fix) => fix.severity))).toEqual(new Set(SEVERITIES));
    for (const fix of fixes) {
      expect(fix.fixedBy).toMatch(/^[a-z]+\.[a-z]+@[a-z-]+\.[a-z]+$/);
      expect(fix.daysToFix).toBeGreaterThanOrEqual(0);
    }
  });

  it('builds usage and exclusion series that agree with the projects', () => {
    for (const name of ['default', 'single', 'large']) {
      const metrics = metricsScenario(name);
      const usage = metrics.projectsUsage;
      expect(usage.sortedDates).toEqual([...usage.sortedDates].sort());
      expect(Object.keys(usage.dates).sort()).toEqual(usage.sortedDates);
      const scanDays = new Set(
        metrics.projects.flatMap((project) => project.scans.map((scan) => isoDay(scan.timestamp))),
      );
      expect(new Set(usage.sortedDates)).toEqual(scanDays);
      let previous = { totalProjects: 0, totalScans: 0 };
      for (const date of usage.sortedDates) {
        const day = usage.dates[date] as components['schemas']['UsageDay'];
        expect(day.timestamp).toBe(Date.parse(`${date}T00:00:00Z`));
        expect(day.totalProjects).toBeGreaterThanOrEqual(previous.totalProjects);
        expect(day.totalScans).toBeGreaterThan(previous.totalScans);
        previous = day;
      }
      const totalScans = metrics.projects.reduce((sum, project) => sum + project.scans.length, 0);
      expect(previous).toMatchObject({ totalProjects: metrics.projects.length, totalScans });

      const exclusions = metrics.exclusionUsage;
      expect(Object.keys(exclusions.dates).sort()).toEqual(exclusions.sortedDates);
      let runningTotal = 0;
      for (const date of exclusions.sortedDates) {
        const day = exclusions.dates[date] as components['schemas']['ExclusionDay'];
        runningTotal += day.exclusions.length;
        expect(day.totalExclusions).toBe(runningTotal);
        for (const exclusion of day.exclusions) expect(exclusion.createdAt?.slice(0, 10)).toBe(date);
      }
    }
    const advisoryIds = new Set(
      metricsScenario('default').projects.flatMap((project) =>
        project.remediations.vulnerabilities.map((fix) => fix.id),
      ),
    );
    const excludedAdvisories = Object.values(metricsScenario('default').exclusionUsage.dates)
      .flatMap((day) => day.exclusions)
      .filter((exclusion) => exclusion.domain === 'security');
    expect(excludedAdvisories.length).toBeGreaterThan(0);
    // Every excluded advisory is one the account's projects have had (fixed or still open).
    for (const exclusion of excludedAdvisories) expect(exclusion.name).toMatch(/^(CVE|CWE|GHSA|SNYK|MET)-/);
    expect(excludedAdvisories.some((exclusion) => advisoryIds.has(exclusion.name ?? ''))).toBe(true);
  });

  it('sums the account overview over the projects', () => {
    for (const name of ['default', 'empty', 'single', 'large']) {
      const { accountOverview, projects } = metricsScenario(name);
      const total = (field: 'vulnerabilitiesIdentified' | 'vulnerabilitiesAddressed') =>
        projects.reduce((sum, project) => sum + project[field], 0);
      expect(accountOverview).toEqual({
        numberOfProjects: projects.length,
        totalScans: projects.reduce((sum, project) => sum + project.scans.length, 0),
        vulnerabilitiesIdentified: total('vulnerabilitiesIdentified'),
        vulnerabilitiesAddressed: total('vulnerabilitiesAddressed'),
      });
    }
  });
});

describe('the users scenarios', () => {
  const user = (name: string) =>
    scenarioValue(
      MOCK_SCENARIOS.find((entry) => entry.path === USER_PATH && entry.name === name) as MockScenario,
    ) as User;

  it('show the team selector, no team selector and the default account', () => {
    expect(user('member-with-teams').account.features).toContain('teams');
    expect(user('member-with-teams').teams?.length).toBeGreaterThan(0);
    const many = user('member-with-many-teams');
    expect(many.account.features).toContain('teams');
    expect(new Set(many.teams?.map((team) => team.uuid)).size).toBe(20);
    expect(many.teams?.slice(0, 3)).toEqual(user('member-with-teams').teams);
    expect(user('member-without-teams').account.features).not.toContain('teams');
    expect(user('member-without-teams').account.default).toBe(false);
    expect(user('default-account').account.default).toBe(true);
    expect(user('default-account').account.uuid).toBe('00000000-0000-0000-0000-000000000000');
  });
});

describe('the mock document', () => {
  // `large` and `huge-project` are left out here: they are validated above, and cloning them would
  // only slow the test down.
  const withoutLarge = () =>
    MOCK_SCENARIOS.filter((scenario) => scenario.name !== 'large' && scenario.name !== 'huge-project');

  it('adds the scenarios as named examples, the generated default first, and leaves the bundle alone', () => {
    const before = JSON.stringify(bundle);
    const document = buildMockDocument(bundle, withoutLarge());
    expect(JSON.stringify(bundle)).toBe(before);

    const examplesOf = (path: string, status: number) =>
      Object.keys(document.paths[path].get.responses[String(status)].content['application/json'].examples);
    expect(examplesOf(METRICS_PATH, 200)).toEqual(['default', 'empty', 'single']);
    expect(examplesOf(METRICS_PATH, 400)).toEqual(['date-window-error']);
    expect(examplesOf(METRICS_PATH, 401)).toEqual(['Unauthorized', 'unauthenticated']);
    expect(examplesOf(USER_PATH, 200)).toEqual([
      'default',
      'without-teams',
      'member-with-teams',
      'member-with-many-teams',
      'member-without-teams',
      'default-account',
    ]);
    expect(examplesOf(USER_PATH, 401)).toEqual(['Unauthorized', 'unauthenticated']);
    // The shared 401 of every other operation is untouched.
    expect(Object.keys(document.components.responses.Unauthorized.content['application/json'].examples)).toEqual([
      'Unauthorized',
    ]);
    const metricsDefault =
      document.paths[METRICS_PATH].get.responses['200'].content['application/json'].examples.default;
    expect(metricsDefault.value).toEqual(metricsScenario('default'));
  });

  it('refuses a scenario whose authored example or response has gone', () => {
    expect(() =>
      buildMockDocument(bundle, [{ name: 'vanished', path: METRICS_PATH, status: 400, summary: '', build: undefined }]),
    ).toThrow(/no longer has this example/);
    expect(() =>
      buildMockDocument(bundle, [{ name: 'x', path: METRICS_PATH, status: 418, summary: '', build: () => ({}) }]),
    ).toThrow(/declares no such response/);
  });

  it('selects a success scenario by name and an error scenario by status and name', () => {
    expect(preferHeader({ name: 'large', status: 200 })).toBe('example=large');
    expect(preferHeader({ name: 'date-window-error', status: 400 })).toBe('code=400, example=date-window-error');
  });
});

/** The value of a metrics example of openapi/, which the bundle may keep under components/examples. */
function authoredMetricsExample(name: string): unknown {
  const example = bundle.paths[METRICS_PATH].get.responses['200'].content['application/json'].examples[name];
  return deref(bundle, example).value;
}

function isoDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** Reads a project's story from its counts and scores, the way a reader of the chart would. */
function trajectoryOf(scans: Scan[]): 'improving' | 'regressing' | 'flat' | 'noisy' | 'unclear' {
  if (scans.length < 6) return 'unclear';
  const counts = scans.map((scan) => scan.vulnerabilityCount);
  const first = scans[0] as Scan;
  const last = scans[scans.length - 1] as Scan;
  if (Math.max(...counts) - Math.min(...counts) <= 2) return 'flat';
  const steps = counts.slice(1).map((count, index) => Math.sign(count - (counts[index] as number)));
  const moving = steps.filter((step) => step !== 0);
  const turns = moving.slice(1).filter((step, index) => step !== moving[index]).length;
  if (turns >= (counts.length - 1) / 3) return 'noisy';
  if (last.vulnerabilityCount <= first.vulnerabilityCount - 5 && last.securityScore > first.securityScore) {
    return 'improving';
  }
  if (last.vulnerabilityCount >= first.vulnerabilityCount + 5 && last.securityScore < first.securityScore) {
    return 'regressing';
  }
  return 'unclear';
}
