import { describe, expect, it } from 'vitest';
import { failedTestLines } from '../../scripts/lib/failed-tests.mjs';

const DIRECTORY = '/check/work/main';
const FILE = `${DIRECTORY}/tests/browser/journeys.test.ts`;

/** A failure as vitest's JSON report holds it: the message, then the stack, innermost frame first. */
function failure(...frames: string[]) {
  return [
    'TimeoutError: locator.waitFor: Timeout 30000ms exceeded.',
    'Call log:',
    "  - waiting for getByRole('table', { name: 'Project scans' }) to be visible",
    ...frames.map((frame) => `    at ${frame}`),
  ].join('\n');
}

function report(...failureMessages: string[]) {
  return {
    testResults: [
      {
        name: FILE,
        status: 'failed',
        message: '',
        assertionResults: [
          { fullName: 'browser journeys passes', status: 'passed', failureMessages: [] },
          { fullName: 'browser journeys opens a scan', status: 'failed', failureMessages },
        ],
      },
    ],
  };
}

describe('the failed tests closing `npm test`', () => {
  it("name the test's own step that failed, with the first line of why", () => {
    const lines = failedTestLines(
      report(
        failure(
          `${DIRECTORY}/node_modules/playwright-core/lib/client/locator.js:90:5`,
          `openRow (${FILE}:40:11)`,
          `${FILE}:161:17`,
          `file://${DIRECTORY}/node_modules/@vitest/runner/dist/chunk-artifact.js:302:11`,
        ),
      ),
      'Vitest (browser project)',
      DIRECTORY,
    );
    expect(lines).toEqual([
      '  ✗ tests/browser/journeys.test.ts:161 › browser journeys opens a scan: ' +
        'TimeoutError: locator.waitFor: Timeout 30000ms exceeded. [Vitest (browser project)]',
    ]);
  });

  it('name the file alone when the stack does not pass through it', () => {
    const lines = failedTestLines(
      report(failure(`${DIRECTORY}/tests/browser/support.ts:70:3`)),
      'Vitest (browser project)',
      DIRECTORY,
    );
    expect(lines[0]).toMatch(/^ {2}✗ tests\/browser\/journeys\.test\.ts › browser journeys opens a scan: TimeoutError/);
  });

  it('name a suite that failed without a failed test of its own', () => {
    const lines = failedTestLines(
      {
        testResults: [
          { name: FILE, status: 'failed', message: '\nError: beforeAll threw\n  at x', assertionResults: [] },
        ],
      },
      'Vitest',
      DIRECTORY,
    );
    expect(lines).toEqual(['  ✗ tests/browser/journeys.test.ts: Error: beforeAll threw [Vitest]']);
  });
});
