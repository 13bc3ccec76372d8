// The derivations `npm run bench` times (scripts/bench-derive.mjs): this file is built with vite, as
// the dashboard is, and the built module runs in plain Node, outside any test runner's transform.
export { dashboardModelOf, deriveDashboard } from '@/dashboard/features/metrics/model/derive-dashboard';
export { normalizeMetrics } from '@/dashboard/features/metrics/model/response/normalize';
export {
  deriveRemediationAnalytics,
  remediationAnalyticsOf,
} from '@/dashboard/features/remediation/model/remediation-analytics';
