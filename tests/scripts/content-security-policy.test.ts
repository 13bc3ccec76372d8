import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/lib/content-security-policy.mjs';

describe('the production Content-Security-Policy', () => {
  it('allows scripts from the page’s own origin only: no inline scripts, no eval', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
  });

  it('lets the page call a separate API origin when the build names one', () => {
    expect(contentSecurityPolicy({ apiBaseUrl: 'https://api.depsight.io/v1' })).toContain(
      "connect-src 'self' https://api.depsight.io",
    );
    expect(contentSecurityPolicy({ apiBaseUrl: 'javascript:alert(1)' })).toContain("connect-src 'self';");
  });
});
