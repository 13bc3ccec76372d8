// The derivations `npm run bench` times (scripts/bench-derive.mjs): this file is built with vite, as
// the dashboard is, and the built module runs in plain Node, outside any test runner's transform.
export { dashboardModelOf, deriveDashboard } from '@/dashboard/features/overview/model/derive-dashboard';
export {
  deriveRemediationAnalytics,
  remediationAnalyticsOf,
} from '@/dashboard/features/remediation/model/remediation-analytics';
export { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
