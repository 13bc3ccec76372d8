// Which worker reads the page's metrics answers. The worker's module lists the questions it answers
// about an answer (`serveMetrics`), and those come from the features, so the app makes the worker and
// hands it down; without one (a test that renders a part of the page, a browser without workers) the
// answers are read and asked about on the page.
import { createContext } from 'react';

export const MetricsWorkerContext = createContext<(() => Worker) | null>(null);
