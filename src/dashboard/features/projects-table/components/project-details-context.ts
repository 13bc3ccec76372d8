import { createContext } from 'react';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';

/**
 * The answer the table's rows come from, which gives each row its project's details (scans, fixes):
 * the table hands it to its rows; null outside a table, where no row asks.
 */
export const ProjectDetailsContext = createContext<MetricsAnswer | null>(null);
