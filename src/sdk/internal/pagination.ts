// Walks an operation paginated by `limit` and `offset`, one page request at a time, as an async
// iterator of its items: `for await (const item of client.advisories.listAll(params))`.
import { AbortedError, InvalidArgumentError } from '../errors';
import type { CallOptions } from './core';

/** The options of a `listAll` walk: the per-call options, plus the page size and a stop condition. */
export interface PageWalkOptions<TItem> extends CallOptions {
  /** Items asked for per request (the `limit` sent); the operation's default page size when not given. */
  pageSize?: number;
  /**
   * Ends the walk at the first item for which it returns true; that item is not yielded and no
   * further page is requested. `index` counts the items seen, from 0.
   */
  stopWhen?: (item: TItem, index: number) => boolean;
}

/** One page as the walk needs it: its items and, when the server says, how many there are in all. */
interface OffsetPage<TItem> {
  items: readonly TItem[];
  total: unknown;
}

export interface OffsetWalk<TItem> {
  /** Requests one page. */
  fetchPage: (limit: number, offset: number, options: CallOptions) => Promise<OffsetPage<TItem>>;
  /** The page size when the caller chooses none, and the largest the document allows. */
  defaultPageSize: number;
  maxPageSize: number;
  /** Where the walk starts (the caller's `offset`, 0 by default). */
  offset: number | undefined;
  /** Names the walk in an `AbortedError`: the method and path of its requests. */
  method: string;
  path: string;
}

function requireWholeNumber(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}, not ${String(value)}`);
  }
  return value;
}

/**
 * Every item of every page, from `offset` on. The walk ends after the last page (the server's
 * `total` reached, or an empty page: a server that overstates its total cannot make it loop), at
 * `stopWhen`, when the caller leaves the loop, or with an `AbortedError` once `signal` is aborted
 * (during a request or between items). A bad `pageSize` or `offset` rejects the first step; nothing
 * is sent.
 */
export async function* walkOffsetPages<TItem>(
  walk: OffsetWalk<TItem>,
  options: PageWalkOptions<TItem> | undefined,
): AsyncGenerator<TItem, void, undefined> {
  const { pageSize, stopWhen, ...callOptions } = options ?? {};
  const limit = requireWholeNumber(pageSize ?? walk.defaultPageSize, 'pageSize', 1, walk.maxPageSize);
  let offset = requireWholeNumber(walk.offset ?? 0, 'offset', 0, Number.MAX_SAFE_INTEGER);
  if (stopWhen !== undefined && typeof stopWhen !== 'function') {
    throw new InvalidArgumentError('stopWhen must be a function');
  }
  const signal = callOptions.signal;
  const stopIfAborted = () => {
    if (signal?.aborted) throw new AbortedError({ method: walk.method, path: walk.path, reason: signal.reason });
  };
  let index = 0;
  for (;;) {
    stopIfAborted();
    const page = await walk.fetchPage(limit, offset, callOptions);
    const items = Array.isArray(page.items) ? page.items : [];
    for (const item of items) {
      stopIfAborted();
      if (stopWhen?.(item, index)) return;
      index += 1;
      yield item;
    }
    const next = nextOffset(offset, items.length, page.total);
    if (next === undefined) return;
    offset = next;
  }
}

/**
 * Where the page after the one at `offset` starts, or undefined after the last page: when the server's
 * `total` is reached, or at the first empty page, so that a server that overstates its total cannot
 * make a walk go on forever. `listAll` and `depsight/react-query`'s infinite reads both follow it.
 */
export function nextOffset(offset: number, itemCount: number, total: unknown): number | undefined {
  const next = offset + itemCount;
  const known = typeof total === 'number' && Number.isFinite(total) ? total : undefined;
  return itemCount === 0 || (known !== undefined && next >= known) ? undefined : next;
}
