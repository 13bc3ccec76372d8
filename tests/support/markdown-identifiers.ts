// Reads the code names a Markdown file shows in code spans (`useMetrics`, `ProjectSummary`,
// `properties_getForAccount`, `client.projects.list()`, `app/dashboard/`) and says which of them name
// nothing in the repository's code, so that a doc cannot describe a function, a type or a folder that
// was renamed or never written.
import { readFileSync } from 'node:fs';

export interface UnknownName {
  /** The name as written in the code span, e.g. `useMetrics`. */
  name: string;
  /** 1-based line of the code span in its file. */
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
const CODE_SPAN = /(`+)((?:(?!\1).)+)\1/g;
/** A code span that is a name, maybe called or reached through others: `a.b.c()`, `Foo<T>` is not. */
const NAME_CHAIN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
/**
 * A segment that can only be a name in code: camelCase or PascalCase with a lower-case letter before an
 * upper-case one (`useMetrics`, `ProjectSummary`), or words joined by an underscore (`teams_list`,
 * `SLOW_MACHINE_TEST_CEILING_MS`). Plain words (`open`, `overdue`, `HTTP`) are often values or prose.
 */
const CODE_NAME = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/;
/** A folder as docs name them: `app/dashboard/`, `shared/metrics/load/`. */
const FOLDER_PATH = /^(?:\.\/)?[\w@.-]+(?:\/[\w@.-]+)*\/$/;
/** What a build or an install makes, not the repository: `dist…/`, `node_modules/`. */
const NOT_IN_REPOSITORY = /^(?:\.\/)?(?:dist[\w-]*|node_modules|test-results|coverage)\//;

/** Every word that could be a name, in the given texts: the vocabulary a doc's names are checked against. */
export function namesIn(texts: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(match[0]);
  return names;
}

/** Each line of a Markdown text outside fenced code blocks, with its 1-based number. */
function* linesOutsideFences(source: string): Generator<[text: string, line: number]> {
  let inFence = false;
  for (const [index, text] of source.split('\n').entries()) {
    if (FENCE.test(text)) inFence = !inFence;
    else if (!inFence) yield [text, index + 1];
  }
}

/**
 * The code names a Markdown text shows in code spans (outside fenced blocks) that are neither in
 * `known` (the repository code's words) nor in `allowed` (names from outside the repository).
 */
export function unknownCodeNames(
  source: string,
  known: ReadonlySet<string>,
  allowed: ReadonlySet<string>,
): UnknownName[] {
  const unknown: UnknownName[] = [];
  for (const [text, line] of linesOutsideFences(source)) {
    for (const match of text.matchAll(CODE_SPAN)) {
      const span = (match[2] ?? '').trim();
      if (!NAME_CHAIN.test(span) || allowed.has(span)) continue;
      const segments = span.replace(/\(\)$/, '').split('.');
      const missing = segments.filter(
        (segment) => CODE_NAME.test(segment) && !known.has(segment) && !allowed.has(segment),
      );
      if (missing.length > 0) unknown.push({ name: span, line });
    }
  }
  return unknown;
}

/**
 * The folders a Markdown file names in code spans (`app/dashboard/`) that are not the end of any
 * folder of `files` (the repository's files, relative to its root).
 */
export function unknownFolders(
  file: string,
  files: readonly string[],
  allowed: ReadonlySet<string> = new Set(),
): UnknownName[] {
  const folders = new Set<string>();
  for (const path of files) {
    const parts = path.split('/');
    for (let end = 1; end < parts.length; end += 1) {
      for (let start = 0; start < end; start += 1) folders.add(`${parts.slice(start, end).join('/')}/`);
    }
  }
  const unknown: UnknownName[] = [];
  for (const [text, line] of linesOutsideFences(readFileSync(file, 'utf8'))) {
    for (const match of text.matchAll(CODE_SPAN)) {
      const span = (match[2] ?? '').trim();
      if (!FOLDER_PATH.test(span) || NOT_IN_REPOSITORY.test(span) || allowed.has(span)) continue;
      if (!folders.has(span.replace(/^\.\//, ''))) unknown.push({ name: span, line });
    }
  }
  return unknown;
}
