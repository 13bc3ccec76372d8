import type { components, operations } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import type { CallOptions, SdkCore } from '../internal/core';

export type MetricsQuery = NonNullable<operations['metrics_get']['parameters']['query']>;
export type SecurityMetrics = components['schemas']['SecurityMetrics'];

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkDate(name: string, value: string | undefined): void {
  if (value === undefined) return;
  const valid =
    typeof value === 'string' && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (!valid) throw new InvalidArgumentError(`${name} must be a date written YYYY-MM-DD, not "${String(value)}"`);
}

export function createMetricsResource(core: SdkCore) {
  return {
    /**
     * The security metrics of the signed-in user's projects. `branches` defaults to
     * `*` and `cache` to false. A too-large window is an `ApiError` with status 400; see
     * `formatDateFilterError`.
     */
    async get(query: MetricsQuery = {}, options?: CallOptions): Promise<SecurityMetrics> {
      checkDate('startDate', query.startDate);
      checkDate('endDate', query.endDate);
      if (query.startDate && query.endDate && query.startDate > query.endDate) {
        throw new InvalidArgumentError(`startDate (${query.startDate}) must not be after endDate (${query.endDate})`);
      }
      if (query.teamUUID !== undefined && !UUID_PATTERN.test(query.teamUUID)) {
        throw new InvalidArgumentError(`teamUUID must be a uuid, not "${query.teamUUID}"`);
      }
      const sent: MetricsQuery = { ...query, branches: query.branches || '*', cache: query.cache ?? false };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/metrics/security/me', { ...extras, params: { query: sent } }),
      );
    },
  };
}
