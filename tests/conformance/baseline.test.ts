// Baselines: a first run records the findings (--update-baseline); a later run fails only on new
// ones and says, in every report, which findings are new, which known and which are now fixed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../src/conformance/baseline.mjs';
import type { Report } from '../../src/conformance/index.mjs';
import { toMarkdownSummary } from '../../src/conformance/markdown-summary.mjs';
import { exampleAnswer, type ServedRequest, startDocumentServer } from './document-server';
import { readJUnitElements } from './junit-reader';
import { runCli } from './run-cli';

const TOKEN = 'baseline-secret-0a7d';
const OPERATIONS = ['users_get', 'teams_list', 'accounts_list'];
type Fault = 'users_get without email' | 'teams_list 204' | 'accounts_list 500';
const active = new Set<Fault>();
let counter = 0;

function faultOf({ operation, authenticated, valid }: ServedRequest) {
  if (!authenticated || !valid) return undefined;
  counter += 1;
  if (operation.operationId === 'users_get' && active.has('users_get without email')) {
    // A different id each time: the fingerprint must not depend on it.
    const answer = exampleAnswer(operation, { uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}` });
    delete (answer.body as Record<string, unknown>).email;
    return answer;
  }
  if (operation.operationId === 'teams_list' && active.has('teams_list 204')) return { status: 204, contentType: '' };
  if (operation.operationId === 'accounts_list' && active.has('accounts_list 500')) {
    return { status: 500, body: { message: `crash at ${Date.now()}` } };
  }
  return undefined;
}

let server: Awaited<ReturnType<typeof startDocumentServer>>;
let directory: string;
let baselineFile: string;

async function run(faults: Fault[], ...extra: string[]) {
  active.clear();
  for (const fault of faults) active.add(fault);
  const reportDirectory = mkdtempSync(join(directory, 'report-'));
  const cli = await runCli(
    ['--target', server.url, '--cases', '2', '--only', ...OPERATIONS, '--report', reportDirectory, ...extra],
    { DEPSIGHT_TOKEN: TOKEN },
  );
  const read = (name: string) => readFileSync(join(reportDirectory, name), 'utf8');
  return {
    cli,
    report: JSON.parse(read('report.json')) as Report,
    junit: read('junit.xml'),
    html: read('report.html'),
    markdown: read('summary.md'),
  };
}

beforeAll(async () => {
  server = await startDocumentServer({ operations: OPERATIONS, answer: faultOf });
  directory = mkdtempSync(join(tmpdir(), 'conformance-baseline-'));
  baselineFile = join(directory, 'baseline.json');
});

afterAll(async () => {
  await server?.stop();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

describe('a baseline', () => {
  let recorded: Awaited<ReturnType<typeof run>>;
  let later: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    recorded = await run(
      ['users_get without email', 'teams_list 204'],
      '--baseline',
      baselineFile,
      '--update-baseline',
    );
    later = await run(['users_get without email', 'accounts_list 500'], '--baseline', baselineFile);
  });

  it('is written by --update-baseline with one entry per finding, and that run passes', () => {
    const file = JSON.parse(readFileSync(baselineFile, 'utf8'));
    expect(file.version).toBe(1);
    expect(
      file.findings.map((entry: { operationId: string; check: string }) => `${entry.operationId} ${entry.check}`),
    ).toEqual(expect.arrayContaining(['users_get response_schema_conformance', 'teams_list status_code_conformance']));
    expect(JSON.stringify(file)).not.toContain(TOKEN);
    expect(recorded.cli.exitCode).toBe(0);
    expect(recorded.report.baseline).toMatchObject({ new: 0, fixed: [] });
  });

  it('fails a later run on the new finding only, and marks each one new or known', () => {
    expect(later.cli.exitCode).toBe(1);
    const failures = later.report.operations.flatMap((operation) =>
      operation.results
        .filter((result) => result.status === 'failed')
        .map((result) => `${operation.operationId} ${result.check} ${result.baseline}`),
    );
    expect(failures).toContain('users_get response_schema_conformance known');
    expect(failures).toContain('accounts_list not_a_server_error new');
    expect(failures.filter((failure) => failure.endsWith(' new'))).toEqual(['accounts_list not_a_server_error new']);
    expect(later.report.baseline?.fixed.map((entry) => `${entry.operationId} ${entry.check}`)).toEqual([
      'teams_list status_code_conformance',
    ]);
  });

  it('says so in the terminal', () => {
    const { stdout } = later.cli;
    expect(stdout).toMatch(
      /New failures \(they fail the run\) \(1\):\n {2}FAILED +accounts_list +not_a_server_error +\[new\] /,
    );
    expect(stdout).toMatch(
      /Known failures \(in .*baseline\.json\) \(\d+\):\n {2}FAILED +users_get +response_schema_conformance +\[known\] /,
    );
    expect(stdout).toMatch(/Fixed since the baseline \(1\): .*\n {2}fixed +teams_list +status_code_conformance /);
    expect(stdout).toMatch(/Against .*baseline\.json: 1 new, \d+ known, 1 fixed/);
  });

  it('says so in the JUnit XML: a known failure is skipped, a new one fails, a fixed one passes', () => {
    const elements = readJUnitElements(later.junit);
    const root = elements[0];
    expect(root?.attributes.failures).toBe('1');
    const index = elements.findIndex(
      (element) =>
        element.name === 'testcase' &&
        element.attributes.classname?.endsWith('users_get') &&
        element.attributes.name === 'response_schema_conformance',
    );
    expect(elements[index + 1]).toMatchObject({
      name: 'skipped',
      attributes: { message: expect.stringMatching(/^known failure \(in the baseline\): /) },
    });
    expect(later.junit).toContain('<failure message="[new] ');
    expect(later.junit).toMatch(/<testcase classname="fixed\.teams_list" name="status_code_conformance"/);
  });

  it('says so in the HTML report', () => {
    expect(later.html).toContain('<span class="tag new">new</span>');
    expect(later.html).toContain('<span class="tag known">known</span>');
    expect(later.html).toMatch(/Fixed since the baseline \(1\)/);
  });

  it('says so in the Markdown summary for a pull-request comment, new failures first', () => {
    const { markdown } = later;
    expect(markdown).toMatch(/^### Conformance of `http:\/\/127\.0\.0\.1:\d+`: 1 new failure\n/);
    expect(markdown).toContain('**1 new**');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| failed'));
    expect(rows[0]).toMatch(/^\| failed \(new\) \| `accounts_list` \| `not_a_server_error` \| /);
    expect(rows.slice(1).every((row) => row.startsWith('| failed (known)'))).toBe(true);
    expect(markdown).toMatch(/<details><summary>Reproduce[^\n]*\n\n```sh\n# accounts_list not_a_server_error\ncurl /);
    expect(markdown).toContain('Fixed since the baseline: `teams_list` `status_code_conformance`.');
    expect(markdown).not.toContain(TOKEN);
  });

  it('lets a run with known findings only pass', async () => {
    const again = await run(['users_get without email'], '--baseline', baselineFile);
    expect(again.cli.exitCode).toBe(0);
    expect(again.report.passed).toBe(true);
    expect(again.report.totals.failed).toBeGreaterThan(0);
  });

  it('refuses a file that is not a baseline before sending anything', async () => {
    const before = server.requestCount();
    const direct = await runCli(['--target', server.url, '--baseline', join(directory, 'missing.json')], {
      DEPSIGHT_TOKEN: TOKEN,
    });
    expect(direct.exitCode).toBe(2);
    expect(direct.stderr).toMatch(/--baseline .*missing\.json/);
    expect(server.requestCount()).toBe(before);
  });
});

describe('a fingerprint', () => {
  it('depends on the operation, the check and the schema rules broken, not on paths in the body or details', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50), { minLength: 1, maxLength: 5 }), fc.string(), (items, detail) => {
        const violations = items.map((item) => ({
          path: `/projects/${item}/securityScore`,
          message: 'must be integer',
          count: 1,
          schemaPath: '#/components/schemas/ProjectMetrics/properties/securityScore/type',
        }));
        const result = { check: 'response_schema_conformance' as const, detail, violations };
        expect(fingerprintOf('metrics_get', result)).toBe(
          fingerprintOf('metrics_get', { ...result, violations: violations.slice(0, 1) }),
        );
        expect(fingerprintOf('metrics_get', result)).not.toBe(fingerprintOf('metrics_list', result));
        expect(fingerprintOf('metrics_get', result)).not.toBe(
          fingerprintOf('metrics_get', {
            ...result,
            violations: [{ ...violations[0], path: '/x', schemaPath: '#/components/schemas/Other/required' }],
          } as typeof result),
        );
      }),
    );
  });
});

describe('the Markdown summary', () => {
  it("keeps a server's text from breaking the table or adding markup", () => {
    const markdown = toMarkdownSummary({
      target: 'http://x',
      document: 'd',
      startedAt: '',
      durationMs: 1,
      settings: {} as Report['settings'],
      totals: { operations: 1, checks: 1, passed: 0, failed: 1, warning: 0, skipped: 0 },
      runResults: [],
      passed: false,
      operations: [
        {
          operationId: 'a_get',
          tag: 'a',
          method: 'GET',
          path: '/a',
          secured: true,
          durationMs: 1,
          requests: [],
          results: [
            { check: 'not_a_server_error', status: 'failed', detail: 'answered 500: <script>x</script> | `y`\nnext' },
          ],
        },
      ],
      notSent: [],
      coverage: { sent: 1, succeeded: 0, percent: 0, warnings: [] },
    });
    const row = markdown.split('\n').find((line) => line.includes('a_get')) ?? '';
    expect(row).toBe(
      "| failed | `a_get` | `not_a_server_error` | answered 500: &lt;script&gt;x&lt;/script&gt; \\| 'y' next |",
    );
  });
});
