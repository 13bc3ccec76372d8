// @vitest-environment jsdom
// The digest for people: Markdown, and HTML that a mail client shows as it is meant (inline styles
// only, no scripts, no style sheets), with every text from the server shown as text, never as markup.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DigestText } from '../../src/digest/digest-sections';
import { renderHtml } from '../../src/digest/render-html';
import { renderMarkdown } from '../../src/digest/render-markdown';

const textWith = (id: string, where: string, link?: string): DigestText => ({
  subject: `depsight digest: 1 newly overdue`,
  heading: 'Security digest of the account Acme, 2026-11-21 to 2026-11-28 (7 days)',
  totals: ['Now: 3 open', 'On 2026-11-21: 2 open'],
  sections: [
    {
      list: 'newlyOverdue',
      title: 'Newly overdue (1)',
      lines: [{ id, where, facts: ['CRITICAL', '2 days late'], link }],
      more: 0,
    },
  ],
});

describe('the HTML digest', () => {
  it('has no script, no style sheet and no element without inline style where it matters', () => {
    const html = renderHtml(
      textWith(
        'CVE-2024-1234',
        'https://github.com/acme/payments (main)',
        'https://depsight.example.com/dashboard?q=x',
      ),
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script, style, link, iframe, img, form').length).toBe(0);
    for (const element of document.querySelectorAll('body, h1, h2, p, td, a'))
      expect(element.getAttribute('style')).toBeTruthy();
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://depsight.example.com/dashboard?q=x');
    expect(document.querySelector('a')?.textContent).toBe('CVE-2024-1234');
  });

  it('shows any server text as text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, where) => {
        const document = new DOMParser().parseFromString(renderHtml(textWith(id, where)), 'text/html');
        expect(document.querySelectorAll('script, style, a, img, iframe').length).toBe(0);
        const cell = document.querySelector('td');
        expect(cell?.textContent).toContain(id);
      }),
      // Each run parses a whole document with jsdom: fewer runs than the default, still many shapes.
      { numRuns: 40 },
    );
  });

  it('says when there is nothing new', () => {
    expect(renderHtml({ ...textWith('x', 'y'), sections: [] })).toContain('Nothing new in this period.');
  });
});

describe('the Markdown digest', () => {
  it('links each id to its view and escapes markup in server texts', () => {
    const markdown = renderMarkdown(
      textWith('GHSA-[x](javascript:alert(1))', '*bold* <b>', 'https://depsight.example.com/dashboard?q=a%20b'),
    );
    expect(markdown).toContain('[GHSA-\\[x\\](javascript:alert(1))](<https://depsight.example.com/dashboard?q=a%20b>)');
    expect(markdown).toContain('\\*bold\\* \\<b\\>');
    expect(markdown).toMatch(/^# Security digest/);
    expect(markdown).toContain('## Newly overdue (1)');
  });

  it('keeps every item on one line whatever its text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (id, where) => {
        const lines = renderMarkdown(textWith(id, where))
          .split('\n')
          .filter((line) => line.startsWith('- '));
        expect(lines).toHaveLength(1);
      }),
    );
  });
});
