// The docs' curl examples, run as written against the mock as `npm run mock` serves it (the full mock
// document behind the stateful layer): each answers the status it shows, a 2xx unless it asks for an
// error with `Prefer: code=` or its comment shows another (`# → 404`), and the ones that write do so
// in the order a reader types them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMockDocument, MOCK_DOCUMENT_FILE } from '../../mocks/mock-document.mjs';
import { startPrism } from '../../mocks/server/prism.mjs';
import { startStatefulMock } from '../../mocks/server/stateful-mock.mjs';

const PAGES = ['docs/mock.md', 'mocks/README.md', 'README.md', 'docs/sdk.md', 'docs/write-flow.md'];
const MOCK_ORIGIN = 'http://127.0.0.1:4010';

interface CurlCall {
  line: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The words of a shell line: single- and double-quoted strings kept whole, a `#` comment dropped. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"([^"]*)"|(#.*$)|(\S+)/g;
  for (const match of line.matchAll(pattern)) {
    if (match[3] !== undefined) break;
    words.push(match[1] ?? match[2] ?? match[4] ?? '');
  }
  return words;
}

function parseCurl(line: string): CurlCall {
  const words = shellWords(line).slice(1);
  const call: CurlCall = { line, method: 'GET', url: '', headers: {} };
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] as string;
    if (word === '-H') {
      const [name, ...value] = (words[++at] ?? '').split(':');
      call.headers[String(name).trim().toLowerCase()] = value.join(':').trim();
    } else if (word === '-X') call.method = words[++at] ?? 'GET';
    else if (word === '-d' || word === '--data') {
      call.body = words[++at];
      if (call.method === 'GET') call.method = 'POST';
    } else if (!word.startsWith('-')) call.url = word;
  }
  return call;
}

/** Every curl line of a page's shell blocks that calls the mock, `\` continuations joined, in order. */
function curlExamples(page: string): CurlCall[] {
  const markdown = readFileSync(page, 'utf8');
  const blocks = [...markdown.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g)].map((match) => String(match[1]));
  return blocks
    .flatMap((block) => block.replace(/\\\n\s*/g, ' ').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl ') && line.includes(MOCK_ORIGIN))
    .map(parseCurl);
}

let prism: Awaited<ReturnType<typeof startPrism>>;
let mock: Awaited<ReturnType<typeof startStatefulMock>>;
beforeAll(async () => {
  ensureMockDocument();
  // Prism's own start ceiling (10 minutes) is for a busy machine: this hook's is a little more.
  prism = await startPrism({ document: MOCK_DOCUMENT_FILE });
  mock = await startStatefulMock({ upstream: () => prism.url });
}, 660_000);
afterAll(async () => {
  await mock?.stop();
  await prism?.stop();
});

describe("the docs' curl examples, against the mock", () => {
  const pages = PAGES.map((page) => ({ page, calls: curlExamples(page) })).filter(({ calls }) => calls.length > 0);

  it('are found in the pages that show the mock', () => {
    expect(pages.map(({ page }) => page)).toEqual(expect.arrayContaining(['docs/mock.md', 'mocks/README.md']));
  });

  it.each(pages)('$page: each answers as it says', async ({ calls }) => {
    const problems: string[] = [];
    for (const call of calls) {
      const response = await fetch(call.url.replace(MOCK_ORIGIN, mock.url), {
        method: call.method,
        headers: call.headers,
        body: call.body,
      });
      await response.arrayBuffer();
      const asked = /code=(\d{3})/.exec(call.headers.prefer ?? '')?.[1] ?? /#\s*→\s*(\d{3})/.exec(call.line)?.[1];
      const fine =
        asked === undefined ? response.status >= 200 && response.status < 300 : response.status === Number(asked);
      if (!fine) problems.push(`${call.line}\n  → ${response.status}`);
    }
    expect(problems).toEqual([]);
  });
});
