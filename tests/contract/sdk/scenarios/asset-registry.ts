import { expect } from 'vitest';
import { ApiError } from '../../../../src/sdk';
import { IDS, type Scenario } from '../scenario';

const BRANCH = { uuid: IDS.account, project: IDS.project, branch: 'main' };
const SBOM_ID = '72352bd5-48ad-4499-bb10-999a8ddce228';
const CREDENTIALS = {
  url: 'https://app.rkvst.io',
  clientId: 'c78ca8cd-59bf-419b-a834-36dd269f9efd',
  clientSecret: '9f4b6d2a8e1c3f5a7b9d0e2c4a6b8d1f3e5a7c2e',
};

export const scenarios: Scenario[] = [
  {
    name: 'assetRegistry.listProjects reads the branches and their links',
    run: async ({ client }) => {
      const projects = await client.assetRegistry.listProjects({ uuid: IDS.account });
      expect(projects.length).toBeGreaterThan(0);
      expect(projects[0]).toMatchObject({ projectUUID: IDS.project, linked: true });
    },
  },
  {
    name: 'assetRegistry.link, unlink and publish a branch',
    run: async ({ client }) => {
      expect((await client.assetRegistry.link(BRANCH)).linked).toBe(true);
      expect((await client.assetRegistry.unlink(BRANCH)).linked).toBe(false);
      expect((await client.assetRegistry.publish(BRANCH)).status).toBe('published');
    },
  },
  {
    name: 'assetRegistry.listHistory reads the SBOMs, and gives an empty list on 404',
    run: async ({ client }) => {
      const history = await client.assetRegistry.listHistory(BRANCH);
      expect(history.map((sbom) => sbom.status)).toEqual(['published', 'withdrawn']);
      expect(await client.assetRegistry.listHistory(BRANCH, { headers: { Prefer: 'code=404' } })).toEqual([]);
    },
  },
  {
    name: 'assetRegistry.publishSbom and withdrawSbom change one SBOM',
    run: async ({ client }) => {
      const sbom = { ...BRANCH, id: SBOM_ID };
      expect(await client.assetRegistry.publishSbom(sbom)).toMatchObject({ id: SBOM_ID, status: 'published' });
      expect(await client.assetRegistry.withdrawSbom(sbom)).toMatchObject({ id: SBOM_ID, status: 'withdrawn' });
    },
  },
  {
    name: 'assetRegistry.getCredentials reads the masked credentials, and null on 404',
    run: async ({ client }) => {
      const stored = await client.assetRegistry.getCredentials({ uuid: IDS.account });
      expect(stored?.clientSecret).toMatch(/^\*+[0-9a-z]{4}$/);
      expect(
        await client.assetRegistry.getCredentials({ uuid: IDS.account }, { headers: { Prefer: 'code=404' } }),
      ).toBeNull();
    },
  },
  {
    name: 'assetRegistry.updateCredentials stores credentials and answers them masked',
    run: async ({ client }) => {
      const stored = await client.assetRegistry.updateCredentials({ uuid: IDS.account }, CREDENTIALS);
      expect(stored.clientId).toBe(CREDENTIALS.clientId);
      expect(stored.clientSecret).not.toBe(CREDENTIALS.clientSecret);
    },
  },
  {
    name: 'assetRegistry.checkCredentials: true on 200 (with and without a body), false on 400',
    run: async ({ client }) => {
      // `url` has a default (the public instance), so it may be left out.
      const { url: _, ...withoutUrl } = CREDENTIALS;
      expect(await client.assetRegistry.checkCredentials({ uuid: IDS.account }, withoutUrl)).toBe(true);
      expect(await client.assetRegistry.checkCredentials({ uuid: IDS.account })).toBe(true);
      expect(
        await client.assetRegistry.checkCredentials({ uuid: IDS.account }, CREDENTIALS, {
          headers: { Prefer: 'code=400' },
        }),
      ).toBe(false);
    },
  },
  {
    name: 'assetRegistry.checkCredentials: another failure (403) is an ApiError',
    run: async ({ client }) => {
      const error = await client.assetRegistry
        .checkCredentials({ uuid: IDS.account }, undefined, { headers: { Prefer: 'code=403' } })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(403);
    },
  },
];
