// The page's first script, small and loaded beside the app's bundle: it sends the page's metrics call
// while that bundle is still being compiled and run (app/early-metrics-call.ts).
import { sendEarlyMetricsCall } from './app/early-metrics-call';

sendEarlyMetricsCall();
