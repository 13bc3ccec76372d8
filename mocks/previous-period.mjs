// @ts-check
// The default account's earlier period: a metrics call whose window ends well before the data's
// reference day gets `previousPeriodMetrics` (security-metrics.mjs), so the dashboard's comparisons
// (the Remediation tiles' changes, the change breakdown) have two periods that differ. Prism cannot
// pick an example by a query parameter, so the layer in front of it chooses, with a pure function of
// the request, as it does for the teams.
import { metricsCallQuery, preferExample } from './metrics-prefer.mjs';
import { REFERENCE_DATE } from './security-metrics.mjs';

export const PREVIOUS_PERIOD_EXAMPLE = 'default-previous';

/**
 * A window ending this many days or more before the reference day is an earlier period. The dashboard's
 * default window (a month to the reference day) ends on it; its previous period ends a month before.
 */
const EARLIER_BY_DAYS = 14;
const DAY_MS = 86_400_000;
const LAST_EARLIER_DAY = new Date(Date.parse(`${REFERENCE_DATE}T00:00:00Z`) - EARLIER_BY_DAYS * DAY_MS)
  .toISOString()
  .slice(0, 10);

/**
 * The `Prefer` header a request should reach Prism with: a metrics call without a team whose `endDate`
 * (YYYY-MM-DD) is 14 days or more before the reference day gets `example=default-previous`, unless its
 * own header asks for another answer (an error status, another scenario). Any other request keeps its
 * header as it is. Never throws.
 * @param {{ method?: string, url?: string, prefer?: string }} request `url` as the server sees it
 * @returns {string | undefined} the header to send; undefined means "send none"
 */
export function previousPeriodPrefer({ method = 'GET', url = '', prefer }) {
  const own = typeof prefer === 'string' && prefer.trim() !== '' ? prefer : undefined;
  const query = metricsCallQuery({ method, url });
  // A team's call answers that team's projects (team-metrics.mjs), whatever its window.
  if (query === undefined || query.has('teamUUID')) return own;
  const endDate = query.get('endDate') ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || endDate > LAST_EARLIER_DAY) return own;
  return preferExample(own, PREVIOUS_PERIOD_EXAMPLE);
}
