// The documented scheduled workflow (docs/ci/digest.yml) must stay one that runs: valid YAML, a
// schedule, the packaged command with options it knows and the token from secrets, and the state file
// restored before the run and saved after it, so a failed send is repeated next time.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseDigestArguments } from '../../src/digest/arguments';

const workflow = parse(readFileSync('docs/ci/digest.yml', 'utf8'));
type Step = { name?: string; run?: string; uses?: string; if?: string; with?: Record<string, string> };
const steps: Step[] = workflow.jobs.digest.steps;

describe('the documented scheduled digest workflow', () => {
  it('runs on a schedule', () => {
    expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\S+ \S+ \S+ \S+ \S+$/) }]);
  });

  it('runs the packaged command with options it accepts, the token from secrets and never on the command line', () => {
    const index = steps.findIndex((step) => step.run?.includes('depsight-digest'));
    const step = steps[index];
    const words = (step?.run ?? '').trim().split(/\s+/);
    expect(words.slice(0, 3)).toEqual(['npx', '--no-install', 'depsight-digest']);
    const args = parseDigestArguments(words.slice(3));
    expect(args).toMatchObject({ stateFile: 'digest-state.json', sendTo: ['security@example.com'], format: 'html' });
    expect(JSON.stringify(step)).toContain(['${{', 'secrets.DEPSIGHT_TOKEN', '}}'].join(' '));
    // The state is restored before the run and saved after it, whatever the run did.
    const restore = steps.findIndex((candidate) => candidate.uses?.startsWith('actions/cache/restore@'));
    const save = steps.findIndex((candidate) => candidate.uses?.startsWith('actions/cache/save@'));
    expect(restore).toBeGreaterThanOrEqual(0);
    expect(restore).toBeLessThan(index);
    expect(save).toBeGreaterThan(index);
    expect(steps[save]?.if).toBe('always()');
    expect(steps[restore]?.with?.path).toBe('digest-state.json');
    expect(steps[save]?.with?.path).toBe('digest-state.json');
  });
});
