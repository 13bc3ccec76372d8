import { useState } from 'react';
import { toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { useMetrics } from '@/dashboard/shared/metrics/use-metrics';
import { queryBeforeUser } from './model/address-resolution';
import { parseView } from './model/page-address';

/**
 * How long the page takes the read over without asking again: after an identification slower than
 * this (a server in trouble) the page asks for a fresh answer.
 */
const READ_AHEAD_FRESH_MS = 60_000;

/**
 * Sends the page's metrics call while the stored token's user is still being identified, so that the
 * answer is on its way one round trip sooner: the page, which mounts once the user is known, makes
 * the same call (one SWR key) and takes this read over, under way or done. Only when the address
 * names no team, the one criterion that depends on the user. A token the server refuses fails both
 * calls, and the visitor is asked to log in as before. Draws nothing.
 */
export function MetricsReadAhead() {
  const [query] = useState(() => {
    const applied = queryBeforeUser(parseView(window.location.search).criteria);
    return applied === null ? null : toMetricsQuery(applied);
  });
  useMetrics(query, { freshForMs: READ_AHEAD_FRESH_MS });
  return null;
}
