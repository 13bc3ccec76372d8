// The documented GitHub Actions workflow (docs/ci/conformance.yml) must stay one that runs: valid
// YAML, the API as a service container, the packaged command with options it knows, and both
// reports uploaded even when the check fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseArguments } from '../../src/conformance/arguments.mjs';

const workflow = parse(readFileSync('docs/ci/conformance.yml', 'utf8'));
const job = workflow.jobs.conformance;
type Step = { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, string> };
const steps: Step[] = job.steps;

describe('the documented GitHub Actions workflow', () => {
  it('starts the API as a service container on the port the command targets', () => {
    expect(Object.values(job.services)).toEqual([
      expect.objectContaining({ image: expect.any(String), ports: ['8080:8080'] }),
    ]);
  });

  it('runs the packaged command with options it accepts, tokens from secrets', () => {
    const step = steps.find((candidate) => candidate.run?.includes('depsight-conformance'));
    const words = (step?.run ?? '').trim().split(/\s+/);
    expect(words.slice(0, 3)).toEqual(['npx', '--no-install', 'depsight-conformance']);
    const parsed = parseArguments(words.slice(3), {});
    expect(parsed).toMatchObject({
      help: false,
      options: { target: 'http://localhost:8080', reportDirectory: 'conformance-report' },
    });
    // The GitHub expression syntax, not a template string.
    expect(JSON.stringify(step)).toContain(['${{', 'secrets.DEPSIGHT_TOKEN', '}}'].join(' '));
    expect(step?.run).not.toMatch(/--token\b/);
  });

  it('uploads the JUnit and HTML reports and shows the Markdown summary, also after a failure', () => {
    const upload = steps.find((candidate) => candidate.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.if).toBe('always()');
    expect(upload?.with?.path).toContain('conformance-report/junit.xml');
    expect(upload?.with?.path).toContain('conformance-report/report.html');
    const summary = steps.find((candidate) => candidate.run?.includes('summary.md'));
    expect(summary).toMatchObject({ if: 'always()', run: expect.stringContaining('$GITHUB_STEP_SUMMARY') });
  });
});
