// The page's metrics worker: it reads a metrics answer off the page's thread, then keeps it to
// answer the questions the features ask about it, so only their answers come to the page.
import { remediationAnalytics } from '@/dashboard/features/remediation/model/remediation-analytics';
import { worklistCsv, worklistListing } from '@/dashboard/features/worklist/model/worklist-listing';
import { serveMetrics } from '@/dashboard/shared/metrics/load/serve-metrics';

serveMetrics(self, [worklistListing, worklistCsv, remediationAnalytics]);
