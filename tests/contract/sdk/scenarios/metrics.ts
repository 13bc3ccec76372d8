import { expect } from 'vitest';
import { ApiError, formatDateFilterError } from '../../../../src/sdk';
import type { Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'metrics.get returns projects with their scans and usage series',
    run: async ({ client }) => {
      const metrics = await client.metrics.get({ startDate: '2026-10-21', endDate: '2026-11-21', tags: 'payments' });
      expect(metrics.projects.length).toBeGreaterThan(0);
      expect(metrics.projects[0]?.scans.length).toBeGreaterThan(0);
      expect(metrics.projectsUsage.sortedDates.length).toBeGreaterThan(1);
    },
  },
  {
    name: 'metrics.get with a too-large window is a 400 that formats as a dateFilterError',
    run: async ({ client }) => {
      const error = await client.metrics
        .get({}, { headers: { Prefer: 'code=400, example=date-window-error' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(formatDateFilterError(error)).toEqual({
        errorType: 'dateFilterError',
        message: 'Requested time window is too large.',
      });
    },
  },
];
