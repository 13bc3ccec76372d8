import type { components, operations } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import type { CallOptions, SdkCore } from '../internal/core';

export type MetricsQuery = NonNullable<operations['metrics_get']['parameters']['query']>;
export type SecurityMetrics = components['schemas']['SecurityMetrics'];
export type ProjectMetrics = components['schemas']['ProjectMetrics'];
export const METRICS_PATH = '/api/v1/metrics/security/me';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by the ASCII digits of `text` from `start` to `end`, or -1 if one is not a digit. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Whether `value` is a calendar date written YYYY-MM-DD (2026-02-29 is not one). */
function isCalendarDate(value: unknown): boolean {
  // Character codes and arithmetic: Date.parse accepts 2026-02-30, and it or a regular expression
  // costs more than the rest of the call's checks together (this runs on every metrics call).
  if (typeof value !== 'string' || value.length !== 10 || value[4] !== '-' || value[7] !== '-') return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + leapDay;
}

function checkDate(name: string, value: string | undefined): void {
  if (value !== undefined && !isCalendarDate(value)) {
    throw new InvalidArgumentError(`${name} must be a date written YYYY-MM-DD, not "${String(value)}"`);
  }
}

/** The query as sent: checked, with `branches` defaulting to `*` and `cache` to false. */
export function queryToSend(query: MetricsQuery): MetricsQuery {
  checkDate('startDate', query.startDate);
  checkDate('endDate', query.endDate);
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    throw new InvalidArgumentError(`startDate (${query.startDate}) must not be after endDate (${query.endDate})`);
  }
  if (query.teamUUID !== undefined && !UUID_PATTERN.test(query.teamUUID)) {
    throw new InvalidArgumentError(`teamUUID must be a uuid, not "${query.teamUUID}"`);
  }
  // The caller's own object when it already names both (openapi-fetch does not change it).
  if (query.branches && query.cache !== undefined) return query;
  return { ...query, branches: query.branches || '*', cache: query.cache ?? false };
}

export function createMetricsResource(core: SdkCore) {
  return {
    /**
     * The security metrics of the signed-in user's projects. `branches` defaults to
     * `*` and `cache` to false. A too-large window is an `ApiError` with status 400; see
     * `formatDateFilterError`.
     */
    get(query: MetricsQuery = {}, options?: CallOptions): Promise<SecurityMetrics> {
      // Not an async method: the dashboard's most frequent call saves a promise. The query is
      // checked inside the send, so a bad one still rejects (never throws) and nothing is sent.
      return core.call(options, (extras) =>
        core.api.GET(METRICS_PATH, { ...extras, params: { query: queryToSend(query) } }),
      );
    },
  };
}
