// The HTML report: one self-contained page a backend team can attach to a ticket. Whatever a server
// answers, nothing in it runs, loads or links anywhere.
// @ts-expect-error jsdom ships no type declarations, and only its constructor is used here
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Report, runConformance, toHtmlReport } from '../../src/conformance/index.mjs';
import { BUSY_MACHINE_RESPONSE_TIME_MS } from './busy-machine';
import { startFaultyServer } from './faulty-server';
import { startStubServer } from './stub-server';

const HOSTILE =
  '</code></pre><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
  '<link rel="stylesheet" href="https://evil.example/x.css"><style>body{background:url(https://evil.example/p)}</style>';

const parse = (html: string): Document => new JSDOM(html).window.document;

describe('the HTML report of a server whose answers carry markup', () => {
  let server: Awaited<ReturnType<typeof startStubServer>>;
  let html: string;
  beforeAll(async () => {
    server = await startStubServer((request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end(`${HOSTILE} while serving ${request.url}`);
    });
    const report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: server.url,
      token: 'abc',
      only: ['users_get', 'tags_list'],
      cases: 1,
    });
    html = toHtmlReport(report);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('shows the markup as text, and nothing of it becomes an element', () => {
    const page = parse(html);
    expect(page.querySelectorAll('script, img, a, link, iframe, object, embed')).toHaveLength(0);
    expect(page.querySelectorAll('style')).toHaveLength(1);
    expect(page.body.textContent).toContain('<script>alert(1)</script>');
  });

  it('loads nothing from elsewhere, and forbids it in its Content-Security-Policy', () => {
    const page = parse(html);
    expect(page.querySelectorAll('[src], [href]')).toHaveLength(0);
    expect(page.querySelector('style')?.textContent).not.toMatch(/url\(|@import/);
    expect(page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });

  it('lists each finding with a curl line to reproduce it, and says the token was refused', () => {
    const page = parse(html);
    const findings = [...page.querySelectorAll('main section.finding')];
    expect(findings.map((finding) => finding.querySelector('h3 code')?.textContent)).toContain('not_a_server_error');
    for (const finding of findings) expect(finding.querySelector('pre')?.textContent).toMatch(/^curl -sS -i '/);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('token_accepted');
  });
});

describe('the HTML report of a body that breaks its schema', () => {
  let server: Awaited<ReturnType<typeof startFaultyServer>>;
  let report: Report;
  beforeAll(async () => {
    server = await startFaultyServer();
    report = await runConformance({
      maxResponseTimeMs: BUSY_MACHINE_RESPONSE_TIME_MS,
      target: server.url,
      token: 'abc',
      only: ['metrics_get'],
      cases: 0,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('names the JSON path of each violation and the rule of the document it broke', () => {
    const rows = [...parse(toHtmlReport(report)).querySelectorAll('section.finding tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toContainEqual([
      '/projects/*/securityScore',
      'must be integer',
      '3',
      '#/components/schemas/ProjectMetrics/properties/securityScore/type',
    ]);
  });

  it('gives the time of every operation', () => {
    const timeRows = [...parse(toHtmlReport(report)).querySelectorAll('main > table tbody tr')];
    expect(timeRows).toHaveLength(1);
    expect(timeRows[0]?.textContent).toMatch(/metrics_get.*\d+ ms$/);
  });
});
