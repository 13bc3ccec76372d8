// The digest as a person reads it, made from a real deriveDigest: the subject counts the news, each
// list is a section in the contract's order, a KEV deadline says so, every link leads into the
// dashboard given, and a long list shows its first 50 and counts the rest.
import { describe, expect, it } from 'vitest';
import { deriveDigest } from '../../src/dashboard/features/worklist/model/derive-digest';
import { digestText } from '../../src/digest/digest-sections';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T09:00:00Z');
const SINCE = NOW - 7 * DAY;
const day = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

const project = (openVulnerabilities: unknown[]) => ({
  projectUUID: '6d1f3c2a-0000-4000-8000-000000000001',
  projectUrl: 'https://github.com/acme/payments-api',
  projectBranch: 'main',
  scans: [],
  remediations: [],
  openVulnerabilities,
});

describe('the digest text', () => {
  it('names the news in the subject and lays each list out as a section, in order', () => {
    const digest = deriveDigest(
      {
        projects: [
          project([
            // Critical, seen 3 days ago, KEV-listed 2 days ago and due yesterday: late by its KEV due date.
            {
              id: 'CVE-2026-0001',
              severity: 'CRITICAL',
              firstSeenWhen: NOW - 3 * DAY,
              kev: { dateAdded: day(NOW - 2 * DAY), dueDate: day(NOW - DAY) },
              epss: { score: 0.97, percentile: 0.999 },
            },
            // High, 31 days open: overdue since yesterday (30-day target).
            { id: 'GHSA-aaaa-bbbb-cccc', severity: 'HIGH', firstSeenWhen: NOW - 31 * DAY },
          ]),
        ],
      },
      { now: NOW, since: SINCE },
    );
    const text = digestText(digest, {
      scope: 'the account Acme',
      links: { dashboardUrl: 'https://depsight.example.com/dashboard?theme=dark', team: 'team-1' },
    });
    expect(text.subject).toBe('depsight digest: 2 newly overdue, 1 added to KEV, 1 new critical');
    expect(text.sections.map((section) => section.list)).toEqual(['newlyOverdue', 'newlyKev', 'newCritical']);
    const kevLine = text.sections[1]?.lines[0];
    expect(kevLine?.facts).toContain(`1 day late (KEV due ${day(NOW - DAY)})`);
    expect(kevLine?.facts).toContain('EPSS 97.0% (percentile 99)');
    for (const line of text.sections.flatMap((section) => section.lines)) {
      const link = new URL(line.link ?? '');
      expect(link.origin + link.pathname).toBe('https://depsight.example.com/dashboard');
      expect(link.searchParams.get('theme')).toBe('dark');
      expect(link.searchParams.get('teamUUID')).toBe('team-1');
      expect(link.searchParams.get('q')).toBe('https://github.com/acme/payments-api');
    }
    expect(text.heading).toBe(`Security digest of the account Acme, ${day(SINCE)} to ${day(NOW)} (7 days)`);
  });

  it('says there is no news, with no section, when the digest is empty', () => {
    const text = digestText(deriveDigest({ projects: [] }, { now: NOW, since: SINCE }), { scope: 'x' });
    expect(text.subject).toBe(`depsight digest: no news since ${day(SINCE)}`);
    expect(text.sections).toEqual([]);
  });

  it('shows the first 50 items of a long list and counts the rest', () => {
    const many = Array.from({ length: 73 }, (_, index) => ({
      id: `CVE-2026-${String(1000 + index)}`,
      severity: 'CRITICAL',
      firstSeenWhen: NOW - DAY,
    }));
    const text = digestText(deriveDigest({ projects: [project(many)] }, { now: NOW, since: SINCE }), { scope: 'x' });
    const critical = text.sections.find((section) => section.list === 'newCritical');
    expect(critical?.lines).toHaveLength(50);
    expect(critical?.more).toBe(23);
    expect(critical?.title).toBe('New critical vulnerabilities (73)');
  });
});
