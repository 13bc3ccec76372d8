// The page's metrics worker: it reads a metrics answer off the page's thread, then holds it to derive
// what the features ask about it (`WORKER_DERIVATIONS`), so only the results come to the page.
import { serveMetrics } from '@/dashboard/shared/metrics/load/serve-metrics';
import { WORKER_DERIVATIONS } from './worker-derivations';

serveMetrics(self, WORKER_DERIVATIONS);
