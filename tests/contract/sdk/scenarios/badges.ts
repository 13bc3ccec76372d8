import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'badges.get resolves the SVG badge text',
    run: async ({ client }) => {
      const badge = await client.badges.get({ project: IDS.project, domain: 'security', branch: 'main' });
      expect(badge).toMatch(/^<svg[\s\S]*<\/svg>$/);
    },
  },
  {
    name: 'badges.get with b64 resolves the base64-encoded SVG',
    run: async ({ client }) => {
      const badge = await client.badges.get({ project: IDS.project, domain: 'security', b64: true });
      expect(Buffer.from(badge ?? '', 'base64').toString('utf8')).toMatch(/^<svg/);
    },
  },
  {
    name: 'badges.get by slug and report resolves the badge',
    run: async ({ client }) => {
      const badge = await client.badges.get({
        project: 'acme/payments-api',
        domain: 'licensing',
        slug: true,
        reportUuid: '7c9e1a3d-5f6b-4c8d-ae2f-4a6b8c0d2e3f',
      });
      expect(badge).toContain('<svg');
    },
  },
  {
    name: 'badges.get resolves null when there is no badge (404)',
    run: async ({ client }) => {
      const badge = await client.badges.get(
        { project: IDS.project, domain: 'stability', branch: 'feature/sepa-instant' },
        { headers: { Prefer: 'code=404' } },
      );
      expect(badge).toBeNull();
    },
  },
  {
    name: "badges.get on any other failure throws 'Badge not available'",
    run: async ({ client }) => {
      const error = await client.badges
        .get({ project: IDS.project, domain: 'security' }, { headers: { Prefer: 'code=403' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ message: 'Badge not available', status: 403 });
    },
  },
];
