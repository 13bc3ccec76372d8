import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  projectLink,
  safeExternalUrl,
  scanReportLink,
  vulnerabilityLink,
} from '@/dashboard/features/projects-table/model/links';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

describe('navigation links', () => {
  it('project, scan and fixed-vulnerability links', () => {
    expect(projectLink('0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90')).toBe(
      '/projects/?pid=0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90&mode=eli',
    );
    expect(scanReportLink('p-1', 'r-2')).toBe('/projects?pid=p-1&reportUuid=r-2');
    expect(vulnerabilityLink('MET-2024-0412')).toBe('/vulns?id=MET-2024-0412&mode=eli');
  });

  it('values are URL-encoded, lone surrogates included, so a hostile id cannot add parameters', () => {
    expect(projectLink('a&mode=admin#x')).toBe('/projects/?pid=a%26mode%3Dadmin%23x&mode=eli');
    expect(vulnerabilityLink('GHSA/../x y')).toBe('/vulns?id=GHSA%2F..%2Fx%20y&mode=eli');
    expect(vulnerabilityLink('\uD800')).toBe('/vulns?id=%EF%BF%BD&mode=eli');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (projectUUID, reportUUID) => {
        const link = scanReportLink(projectUUID, reportUUID);
        const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
        expect([...query.keys()]).toEqual(['pid', 'reportUuid']);
        expect(query.get('pid')).toBe(projectUUID.replace(LONE_SURROGATE, '\uFFFD'));
      }),
    );
  });

  it('safeExternalUrl keeps http: and https: URLs', () => {
    expect(safeExternalUrl('https://github.com/acme/payments-api')).toBe('https://github.com/acme/payments-api');
    expect(safeExternalUrl(' http://gitlab.example/acme/web ')).toBe('http://gitlab.example/acme/web');
    expect(safeExternalUrl('HTTPS://GitHub.com')).toBe('https://github.com/');
  });

  it('safeExternalUrl gives undefined for javascript:, data:, relative junk and non-strings', () => {
    const rejected: unknown[] = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'git@github.com:acme/payments-api.git',
      'ssh://git@github.com/acme/payments-api',
      '//evil.example/x',
      '/projects?pid=1',
      'github.com/acme/payments-api',
      '',
      null,
      42,
      { href: 'https://github.com' },
    ];
    for (const value of rejected) expect(safeExternalUrl(value), String(value)).toBeUndefined();
  });

  it('property: whatever it is given, the result is undefined or an http(s) URL', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:', 'data:', 'https:')), (value) => {
        const safe = safeExternalUrl(value);
        expect(safe === undefined || /^https?:\/\//.test(safe)).toBe(true);
      }),
    );
  });
});
