import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const REPORT = '6c4f2a8d-1e3b-4f7a-9c5d-2b8e0a6f4d13';

export const scenarios: Scenario[] = [
  {
    name: 'eras.create requests a report and answers its id',
    run: async ({ client }) => {
      const report = await client.eras.create({
        projects: [IDS.project],
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        branches: 'main',
        format: 'pdf',
      });
      expect(report.id).toMatch(/^[0-9a-f-]{36}$/);
    },
  },
  {
    name: 'eras.getStatus returns 100 when the report is done',
    run: async ({ client }) => {
      expect(await client.eras.getStatus({ id: REPORT }, { headers: { Prefer: 'example=done' } })).toBe(100);
    },
  },
  {
    name: "eras.getStatus returns the server's message while the report is being built",
    run: async ({ client }) => {
      expect(await client.eras.getStatus({ id: REPORT }, { headers: { Prefer: 'example=in-progress' } })).toBe(
        'Scoring 14 of 22 projects',
      );
    },
  },
  {
    name: "eras.getStatus returns 'pending' on 404",
    run: async ({ client }) => {
      expect(await client.eras.getStatus({ id: REPORT }, { headers: { Prefer: 'code=404' } })).toBe('pending');
    },
  },
  {
    name: 'eras.download fetches the PDF as a Blob, CSV as text and JSON as the report document',
    run: async ({ client }) => {
      const pdf = await client.eras.download({ id: REPORT, format: 'pdf', downloadKey: 'dk_4Qm9Zt2LxV7pR1sN8eWc' });
      expect(pdf).toBeInstanceOf(Blob);
      expect(await pdf.text()).toContain('%PDF');
      const csv = await client.eras.download({ id: REPORT, format: 'csv' });
      expect(csv.split('\n')[0]).toContain('projectUUID');
      const json = await client.eras.download({ id: REPORT, format: 'json' });
      expect(json.id).toBe(REPORT);
      expect(json.projects.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'eras.getConfig tells whether ERAS reports are available and in which formats',
    run: async ({ client }) => {
      const config = await client.eras.getConfig();
      expect(config.formats.length).toBeGreaterThan(0);
    },
  },
];
