// The page's metrics worker: it reads a metrics answer off the page's thread, then keeps it to
// answer the questions the features ask about it, so only their answers come to the page.
import { serveMetrics } from '@/dashboard/shared/metrics/load/serve-metrics';
import { METRICS_DERIVATIONS } from './metrics-derivations';

serveMetrics(self, METRICS_DERIVATIONS);
