// What the page runs on a metrics answer, which `npm run bench` times (scripts/bench-derive.mjs): this
// file is built with vite, as the dashboard is, and the built module runs in plain Node, outside any
// test runner's transform.
export { changeBreakdownOf } from '@/dashboard/features/change-breakdown/model/derive-change-breakdown';
export { dashboardModelOf } from '@/dashboard/features/overview/model/derive-dashboard';
export { remediationAnalyticsOf } from '@/dashboard/features/remediation/model/remediation-analytics';
export { worklistOfProjects } from '@/dashboard/features/worklist/model/derive-worklist';
export { normalizeMetrics } from '@/dashboard/shared/metrics/normalize';
