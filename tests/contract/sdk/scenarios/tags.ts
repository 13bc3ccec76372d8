import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const TAG_ID = 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80';

export const scenarios: Scenario[] = [
  {
    name: "tags.list lists the caller's account tags",
    run: async ({ client }) => {
      const tags = await client.tags.list();
      expect(tags.map((tag) => tag.name)).toContain('payments');
    },
  },
  {
    name: 'tags.list answers the empty example as an empty list',
    run: async ({ client }) => {
      expect(await client.tags.list({ headers: { Prefer: 'example=empty' } })).toEqual([]);
    },
  },
  {
    name: 'tags.create, update and delete a tag',
    run: async ({ client }) => {
      const created = await client.tags.create({ name: 'pci', color: '#b3261e', projects: [IDS.project] });
      expect(created.id).toBe(TAG_ID);
      const updated = await client.tags.update(
        { id: created.id },
        { name: 'pci', color: '#b3261e', projects: [IDS.project, '2dae7b5a-1c63-4e9d-a04f-8b3c5d7e9f12'] },
      );
      expect(updated.projects).toHaveLength(2);
      expect(await client.tags.delete({ id: created.id })).toBeUndefined();
    },
  },
];
