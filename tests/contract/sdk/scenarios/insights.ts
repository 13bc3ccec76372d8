import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'insights.listDependencies sends every filter and reads the dependencies',
    run: async ({ client }) => {
      const insights = await client.insights.listDependencies({
        uuid: IDS.account,
        query: 'log4j',
        all: false,
        sinceDaysAgo: 30,
        nocache: true,
      });
      expect(insights.totalDependencies).toBeGreaterThan(0);
      expect(insights.dependencies[0]?.name).toBeTruthy();
      expect(insights.dependencies[0]?.vulnerabilities.total).toBeGreaterThanOrEqual(0);
    },
  },
  {
    name: 'insights.listDependencies without filters reads an empty window',
    run: async ({ client }) => {
      const insights = await client.insights.listDependencies(
        { uuid: IDS.account },
        { headers: { Prefer: 'example=empty' } },
      );
      expect(insights).toMatchObject({ totalDependencies: 0, dependencies: [] });
    },
  },
  {
    name: 'insights.listDependencies: a 404 is an ApiError (the answer is an object, not a list)',
    run: async ({ client }) => {
      const error = await client.insights
        .listDependencies({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(404);
    },
  },
];
