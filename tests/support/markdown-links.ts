// Reads the links of a Markdown file and says which of them lead nowhere, so that the docs a newcomer
// walks (the README and docs/) never send them to a file or a section that is not there.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface MarkdownLink {
  /** The target as written, e.g. `../mocks/README.md#timings`. */
  target: string;
  /** 1-based line of the link in its file. */
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
/** `[text](target)` and `![alt](target)`, with an optional title after the target. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** A reference definition: `[label]: target`. */
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;

/** Blanks out inline code spans, so that a path shown as code is not read as a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1).)+\1/g, (span) => ' '.repeat(span.length));
}

/** Each line of a Markdown text outside fenced code blocks, with its 1-based number. */
function* linesOutsideFences(source: string): Generator<[text: string, line: number]> {
  let inFence = false;
  for (const [index, text] of source.split('\n').entries()) {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence) yield [text, index + 1];
  }
}

/** Every link and image target of a Markdown text, outside fenced code blocks and code spans. */
export function markdownLinks(source: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const [text, lineNumber] of linesOutsideFences(source)) {
    const line = withoutCodeSpans(text);
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition?.[1]) links.push({ target: unbracket(definition[1]), line: lineNumber });
    for (const match of line.matchAll(INLINE_LINK)) {
      if (match[1]) links.push({ target: unbracket(match[1]), line: lineNumber });
    }
  }
  return links;
}

function unbracket(target: string): string {
  return target.startsWith('<') && target.endsWith('>') ? target.slice(1, -1) : target;
}

/** GitHub's anchor for a heading: lower case, punctuation out, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text's headings give, numbered like GitHub's when a heading repeats. */
export function headingAnchors(source: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [line] of linesOutsideFences(source)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The links of a Markdown file that lead nowhere, as `line N: target (why)`. A relative target must
 * name an existing file or folder; a `#section` must be a heading of the Markdown file it names (or of
 * this one). Absolute URLs (http:, https:, mailto:) are not fetched.
 */
export function brokenLinks(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const { target, line } of markdownLinks(source)) {
    if (EXTERNAL.test(target)) continue;
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? '' : decodeURIComponent(target.slice(hash + 1));
    const resolved = path === '' ? file : resolve(dirname(file), path);
    if (path.startsWith('/')) {
      broken.push(`line ${line}: ${target} (an absolute path: write it relative to the file)`);
    } else if (!existsSync(resolved)) {
      broken.push(`line ${line}: ${target} (no such file)`);
    } else if (anchor !== '') {
      if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
        broken.push(`line ${line}: ${target} (a section of a file that is not Markdown)`);
      } else if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`line ${line}: ${target} (no such section)`);
      }
    }
  }
  return broken;
}

/** A module path as docs name them in code spans: `shared/metrics/normalize.ts`, `use-metrics.ts`. */
const MODULE_PATH = /^(?:[\w.@-]+\/)*[\w@-][\w.@-]*\.(?:tsx?|mjs|cjs|js|css)$/;
/** What a build or an install makes, not the repository: `dist…/`, `node_modules/`. */
const NOT_IN_REPOSITORY = /^(?:\.\/)?(?:dist[\w-]*|node_modules)\//;
const CODE_SPAN = /(`+)((?:(?!\1).)+)\1/g;

/**
 * Every module path named in a code span of a Markdown text, outside fenced code blocks; what a build
 * or an install makes (`dist-conformance/cli.mjs`, `node_modules/…`) is not the repository's.
 */
function modulePaths(source: string): MarkdownLink[] {
  const paths: MarkdownLink[] = [];
  for (const [text, line] of linesOutsideFences(source)) {
    for (const match of text.matchAll(CODE_SPAN)) {
      const target = (match[2] ?? '').trim();
      if (MODULE_PATH.test(target) && !NOT_IN_REPOSITORY.test(target)) paths.push({ target, line });
    }
  }
  return paths;
}

/**
 * The module paths a Markdown file names that lead to no file: a path is found when it is a file
 * relative to the doc's folder, or the end of the path of one of `files` (the repository's, relative
 * to its root), so `model/row-address.ts` in the dashboard's README names
 * `src/dashboard/app/dashboard/model/row-address.ts`.
 */
export function missingModulePaths(file: string, files: readonly string[]): string[] {
  return modulePaths(readFileSync(file, 'utf8'))
    .filter(({ target }) => {
      const local = resolve(dirname(file), target);
      if (existsSync(local)) return false;
      const bare = target.replace(/^\.\//, '');
      return !files.some((path) => path === bare || path.endsWith(`/${bare}`));
    })
    .map(({ target, line }) => `line ${line}: ${target} (no such module)`);
}
