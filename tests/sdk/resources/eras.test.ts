import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createClient, InvalidArgumentError } from '../../../src/sdk';
import {
  ERAS_REPORT_DONE,
  ERAS_REPORT_PENDING,
  type ErasReportDocument,
  type ErasReportProgress,
} from '../../../src/sdk/resources/eras';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const REPORT = '6c4f2a8d-1e3b-4f7a-9c5d-2b8e0a6f4d13';
const MISSING = new InvalidArgumentError('Some parameters necessary for the request are missing.');
const REQUEST = { startDate: '2026-10-01', endDate: '2026-10-31', format: 'pdf' as const };

function setup(...replies: Response[]) {
  const { fetch, requests } = stubFetch(...replies);
  return { requests, eras: createClient({ baseUrl: BASE_URL, fetch, auth, retry: false }).eras };
}

describe('eras', () => {
  it('create POSTs the report request to /api/v1/eras, with branches * unless given', async () => {
    const { eras, requests } = setup(jsonResponse({ id: REPORT, ...REQUEST, requestedAt: '2026-11-03T09:14:27Z' }));
    const report = await eras.create({ ...REQUEST, projects: ['0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90'] });
    expect(report.id).toBe(REPORT);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/v1/eras');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({
      ...REQUEST,
      branches: '*',
      projects: ['0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90'],
    });
    await eras.create({ ...REQUEST, branches: 'main' });
    expect(JSON.parse(requests[1]?.body ?? '').branches).toBe('main');
  });

  it("create needs startDate, endDate and format: 'Some parameters necessary for the request are missing.'", async () => {
    const { eras, requests } = setup();
    await expect(() => eras.create({ ...REQUEST, startDate: '' })).rejects.toThrow(MISSING);
    await expect(() => eras.create({ ...REQUEST, endDate: undefined as never })).rejects.toThrow(MISSING);
    await expect(() => eras.create({ ...REQUEST, format: undefined as never })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('getStatus returns 100 when the report is done', async () => {
    const { eras, requests } = setup(
      jsonResponse({ id: REPORT, done: true, progress: 100, message: 'Report ready', downloadKey: 'dk_1' }),
    );
    expect(await eras.getStatus({ id: REPORT })).toBe(100);
    expect(ERAS_REPORT_DONE).toBe(100);
    expect(requests[0]?.url.pathname).toBe(`/api/v1/eras/${REPORT}`);
  });

  it("getStatus returns the server's message text while the report is not done", async () => {
    const { eras } = setup(
      jsonResponse({ id: REPORT, done: false, progress: 64, message: 'Scoring 14 of 22 projects' }),
    );
    expect(await eras.getStatus({ id: REPORT })).toBe('Scoring 14 of 22 projects');
  });

  it("getStatus returns 'pending' on 404", async () => {
    const { eras } = setup(jsonResponse({ message: `No ERAS report found with id ${REPORT}`, status: 404 }, 404));
    expect(await eras.getStatus({ id: REPORT })).toBe('pending');
    expect(ERAS_REPORT_PENDING).toBe('pending');
  });

  it('getStatus still throws an ApiError on other failures', async () => {
    const { eras } = setup(jsonResponse({ message: 'Forbidden' }, 403));
    await expect(eras.getStatus({ id: REPORT })).rejects.toBeInstanceOf(ApiError);
  });

  it("getStatus needs the report id: 'Some parameters necessary for the request are missing.'", async () => {
    const { eras, requests } = setup();
    await expect(() => eras.getStatus({ id: '' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('download of a PDF asks for application/pdf and resolves with a Blob', async () => {
    const { eras, requests } = setup(
      new Response('%PDF-1.7\n1 0 obj', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    const file = await eras.download({ id: REPORT, format: 'pdf' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7\n1 0 obj');
    expect(requests[0]?.url.pathname).toBe(`/api/v1/eras/${REPORT}/report.pdf`);
    expect(requests[0]?.url.search).toBe('');
    expect(requests[0]?.headers.get('accept')).toBe('application/pdf');
  });

  it('download of a CSV asks for text/csv and resolves with its text', async () => {
    const csv = 'projectUUID,projectUrl\n0b8d5f3e,https://github.com/acme/payments-api\n';
    const { eras, requests } = setup(new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }));
    expect(await eras.download({ id: REPORT, format: 'csv', downloadKey: 'dk_4Qm9' })).toBe(csv);
    expect(requests[0]?.url.pathname).toBe(`/api/v1/eras/${REPORT}/report.csv`);
    expect(requests[0]?.url.searchParams.get('downloadKey')).toBe('dk_4Qm9');
    expect(requests[0]?.headers.get('accept')).toBe('text/csv');
  });

  it('download of JSON asks for application/json and resolves with the parsed document', async () => {
    const document = {
      id: REPORT,
      generatedAt: '2026-11-03T09:16:02Z',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    };
    const { eras, requests } = setup(jsonResponse({ ...document, projects: [] }));
    expect(await eras.download({ id: REPORT, format: 'json' })).toEqual({ ...document, projects: [] });
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it('download refuses an unknown format and a missing id before sending', async () => {
    const { eras, requests } = setup();
    await expect(() => eras.download({ id: REPORT, format: 'xlsx' as 'pdf' })).rejects.toThrow(InvalidArgumentError);
    await expect(() => eras.download({ id: '', format: 'pdf' })).rejects.toThrow(MISSING);
    expect(requests).toHaveLength(0);
  });

  it('download of an unfinished report (404) throws an ApiError', async () => {
    const { eras } = setup(jsonResponse({ message: 'Not Found' }, 404));
    await expect(eras.download({ id: REPORT, format: 'pdf' })).rejects.toMatchObject({ status: 404 });
  });

  it('getConfig reads /api/v1/eras/config', async () => {
    const { eras, requests } = setup(jsonResponse({ enabled: true, formats: ['pdf', 'csv', 'json'] }));
    expect((await eras.getConfig()).formats).toEqual(['pdf', 'csv', 'json']);
    expect(requests[0]?.url.pathname).toBe('/api/v1/eras/config');
  });

  it('the status and download results are typed by what they return', async () => {
    const { eras } = setup();
    // Types only: none of these calls is awaited, and the id-less ones throw if evaluated.
    const typesOnly = () => {
      expectTypeOf(eras.getStatus({ id: REPORT })).resolves.toEqualTypeOf<ErasReportProgress>();
      expectTypeOf(eras.download({ id: REPORT, format: 'pdf' })).resolves.toEqualTypeOf<Blob>();
      expectTypeOf(eras.download({ id: REPORT, format: 'csv' })).resolves.toEqualTypeOf<string>();
      expectTypeOf(eras.download({ id: REPORT, format: 'json' })).resolves.toEqualTypeOf<ErasReportDocument>();
      // @ts-expect-error xlsx is not a report format
      eras.download({ id: REPORT, format: 'xlsx' });
    };
    expect(typeof typesOnly).toBe('function');
  });
});
