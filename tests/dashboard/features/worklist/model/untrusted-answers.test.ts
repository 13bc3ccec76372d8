import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptanceExpiryBounds, acceptanceExpiryProblem } from '@/dashboard/features/worklist/model/acceptance-expiry';
import { acceptedRisksOf } from '@/dashboard/features/worklist/model/acceptances';
import { advisoryViewOf, ecosystemOf, httpLinkOf } from '@/dashboard/features/worklist/model/advisory';
import type { WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { ticketFor, ticketsOf } from '@/dashboard/features/worklist/model/tickets';

const isHttp = (href: string) => ['http:', 'https:'].includes(new URL(href).protocol);

describe('the worklist reads untrusted answers', () => {
  it('an advisory, tickets and exclusions of any shape never throw, and only http(s) becomes a link', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (answer) => {
        const advisory = advisoryViewOf(answer);
        for (const reference of advisory?.references ?? [])
          if (reference.href) expect(isHttp(reference.href)).toBe(true);
        for (const ticket of ticketsOf(answer)) if (ticket.href) expect(isHttp(ticket.href)).toBe(true);
        expect(Array.isArray(acceptedRisksOf(answer))).toBe(true);
      }),
    );
  });

  it('links: http and https only, absolute', () => {
    expect(httpLinkOf('https://nvd.nist.gov/vuln/detail/CVE-1')).toBe('https://nvd.nist.gov/vuln/detail/CVE-1');
    expect(httpLinkOf('http://example.com/')).toBe('http://example.com/');
    for (const unsafe of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x/y',
      '/relative',
      '//host/x',
      'JaVaScRiPt:x',
    ]) {
      expect(httpLinkOf(unsafe)).toBeNull();
    }
  });

  it('an advisory keeps its fields as text, and a CVSS score only from 0 to 10', () => {
    expect(
      advisoryViewOf({ title: 7, description: '<b>x</b>', cvssScore: 11, references: [1, 'https://a.test/'] }),
    ).toEqual({
      title: '',
      description: '<b>x</b>',
      cvssScore: null,
      vulnerableVersions: '',
      patchedVersions: '',
      references: [{ text: 'https://a.test/', href: 'https://a.test/' }],
      epss: null,
      kev: null,
    });
    expect(advisoryViewOf('x')).toBeNull();
    expect(ecosystemOf(' NPM ')).toBe('npm');
    expect(ecosystemOf('cobol')).toBeNull();
  });

  it('accepted risks: exclusions of kind advisory only; an absent expiry is none, an unreadable one is left unusable', () => {
    const risks = acceptedRisksOf([
      { id: 'a', domain: 'security', kind: 'advisory', name: 'CVE-1', reason: 'r', expiresAt: '2027-01-01T00:00:00Z' },
      { id: 'b', kind: 'advisory', name: 'CVE-2' },
      { id: 'c', kind: 'advisory', name: 'CVE-3', expiresAt: 'soon' },
      { id: 'd', kind: 'dependency', name: 'lodash' },
      { id: 'e', domain: 'licensing', kind: 'advisory', name: 'CVE-4' },
    ]);
    expect(risks.map((risk) => [risk.id, risk.expiresAt, risk.exclusionId])).toEqual([
      ['CVE-1', Date.UTC(2027, 0, 1), 'a'],
      ['CVE-2', null, 'b'],
      ['CVE-3', Number.NaN, 'c'],
    ]);
  });

  it('an expiry from tomorrow to 365 days ahead, 90 by default', () => {
    const now = Date.UTC(2026, 10, 21, 12);
    const { min, max, initial } = acceptanceExpiryBounds(now);
    expect(acceptanceExpiryProblem(initial, now)).toBeNull();
    expect(acceptanceExpiryProblem(min, now)).toBeNull();
    expect(acceptanceExpiryProblem(max, now)).toBeNull();
    expect(acceptanceExpiryProblem('2026-11-21', now)).toBe('The expiry must be after today');
    expect(acceptanceExpiryProblem('2027-12-31', now)).toBe('The expiry can be at most 365 days ahead');
    expect(acceptanceExpiryProblem('2027-02-30', now)).toBe('Give the expiry as a date');
  });

  it("a row's ticket is the newest that matches: the first listed, as the list comes newest first", () => {
    const tickets = ticketsOf([
      { key: 'PAY-3', advisoryId: 'CVE-1', branch: 'dev' },
      { key: 'PAY-2', advisoryId: 'CVE-1', branch: 'main' },
      { key: 'PAY-1', advisoryId: 'CVE-1', branch: '' },
    ]);
    const item = { id: 'CVE-1', projectBranch: 'main' } as WorklistItem;
    expect(ticketFor(tickets, item)?.key).toBe('PAY-2');
    expect(ticketFor(tickets, { ...item, projectBranch: 'release' })?.key).toBe('PAY-1');
    expect(ticketFor(tickets, { ...item, id: 'CVE-2' })).toBeNull();
  });
});
