import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../../src/openapi-index/openapi-operations.mjs';
import { AbortedError, InvalidArgumentError, type VulnerabilityAdvisory } from '../../../src/sdk';
import { clientWith } from '../support/clients';
import { jsonResponse } from '../support/stub-fetch';

/** Advisories numbered 0..count-1 (only the fields the walk looks at matter here). */
function advisories(count: number): VulnerabilityAdvisory[] {
  return Array.from({ length: count }, (_, index) => ({ id: `ADV-${index}` }) as VulnerabilityAdvisory);
}

/** A server that pages `all` by the `limit` and `offset` it is sent, as the document describes. */
function pagingServer(all: VulnerabilityAdvisory[], total = all.length) {
  return (request: Request) => {
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    return jsonResponse({ total, limit, offset, advisories: all.slice(offset, offset + limit) });
  };
}

async function collect<T>(walk: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of walk) items.push(item);
  return items;
}

async function rejection(walk: AsyncIterable<unknown>): Promise<unknown> {
  return collect(walk).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('listAll: every page of a paginated operation', () => {
  it('walks every page in order, one request per page, whatever the count and the page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 230 }), fc.integer({ min: 1, max: 100 }), async (count, pageSize) => {
        const all = advisories(count);
        const { client, requests } = clientWith(pagingServer(all));
        const walked = await collect(client.advisories.listAll({ language: 'npm', severity: 'HIGH' }, { pageSize }));
        expect(walked).toEqual(all);
        expect(requests).toHaveLength(Math.max(1, Math.ceil(count / pageSize)));
        requests.forEach((request, page) => {
          expect(request.url.pathname).toBe('/api/v1/vulns/npm');
          expect(request.url.searchParams.get('limit')).toBe(String(pageSize));
          expect(request.url.searchParams.get('offset')).toBe(String(page * pageSize));
          // The filters go with every page.
          expect(request.url.searchParams.get('severity')).toBe('HIGH');
        });
      }),
      { numRuns: 60 },
    );
  });

  it('asks for the default page size (20) unless told, and starts from the given offset', async () => {
    const all = advisories(45);
    const { client, requests } = clientWith(pagingServer(all));
    expect(await collect(client.advisories.listAll({ language: 'npm', offset: 10 }))).toEqual(all.slice(10));
    expect(requests.map((request) => request.url.searchParams.get('limit'))).toEqual(['20', '20']);
    expect(requests.map((request) => request.url.searchParams.get('offset'))).toEqual(['10', '30']);
  });

  it('a server that overstates its total, or answers garbage, ends the walk at its first empty page', async () => {
    const { client, requests } = clientWith(pagingServer(advisories(5), 1_000_000));
    expect(await collect(client.advisories.listAll({ language: 'npm' }, { pageSize: 2 }))).toHaveLength(5);
    expect(requests).toHaveLength(4);
    const garbage = clientWith(jsonResponse({ total: 'many', advisories: 'none' }));
    expect(await collect(garbage.client.advisories.listAll({ language: 'npm' }))).toEqual([]);
    expect(garbage.requests).toHaveLength(1);
  });

  it('stopWhen ends the walk before the item it matches, and no further page is requested', async () => {
    const all = advisories(100);
    const { client, requests } = clientWith(pagingServer(all));
    const seen: number[] = [];
    const walked = await collect(
      client.advisories.listAll(
        { language: 'npm' },
        {
          pageSize: 10,
          stopWhen: (advisory, index) => {
            seen.push(index);
            return advisory.id === 'ADV-25';
          },
        },
      ),
    );
    expect(walked).toEqual(all.slice(0, 25));
    expect(seen.at(-1)).toBe(25);
    expect(requests).toHaveLength(3);
  });

  it('leaving the loop requests no further page', async () => {
    const { client, requests } = clientWith(pagingServer(advisories(100)));
    for await (const advisory of client.advisories.listAll({ language: 'npm' }, { pageSize: 10 })) {
      if (advisory.id === 'ADV-12') break;
    }
    expect(requests).toHaveLength(2);
  });

  it('an abort between items ends the walk with an AbortedError carrying the reason; nothing more is sent', async () => {
    const controller = new AbortController();
    const { client, requests } = clientWith(pagingServer(advisories(100)));
    const walked: string[] = [];
    const error = await (async () => {
      try {
        for await (const advisory of client.advisories.listAll(
          { language: 'npm' },
          { pageSize: 10, signal: controller.signal },
        )) {
          walked.push(advisory.id);
          if (walked.length === 15) controller.abort(new Error('the user left the page'));
        }
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as AbortedError).message).toBe('the user left the page');
    expect(walked).toHaveLength(15);
    expect(requests).toHaveLength(2);
  });

  it('an abort during a page request ends the walk with an AbortedError', async () => {
    const controller = new AbortController();
    let sent = 0;
    const { client } = clientWith((request: Request) => {
      sent += 1;
      if (sent === 2) controller.abort(new Error('cancelled mid-page'));
      return pagingServer(advisories(100))(request);
    });
    const error = await rejection(
      client.advisories.listAll({ language: 'npm' }, { pageSize: 10, signal: controller.signal }),
    );
    expect(error).toBeInstanceOf(AbortedError);
    expect(sent).toBe(2);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, requests } = clientWith(pagingServer(advisories(10)));
    const error = await rejection(client.advisories.listAll({ language: 'npm' }, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(requests).toHaveLength(0);
  });

  it('a bad page size, offset, stop condition or missing language is refused before anything is sent', async () => {
    const { client, requests } = clientWith(pagingServer(advisories(10)));
    for (const pageSize of [0, 101, 1.5, Number.NaN]) {
      const error = await rejection(client.advisories.listAll({ language: 'npm' }, { pageSize }));
      expect(error, String(pageSize)).toBeInstanceOf(InvalidArgumentError);
      expect((error as Error).message).toBe(`pageSize must be a whole number from 1 to 100, not ${pageSize}`);
    }
    expect(await rejection(client.advisories.listAll({ language: 'npm', offset: -1 }))).toBeInstanceOf(
      InvalidArgumentError,
    );
    const notAFunction = { stopWhen: 'ADV-3' } as unknown as { stopWhen: () => boolean };
    expect(await rejection(client.advisories.listAll({ language: 'npm' }, notAFunction))).toBeInstanceOf(
      InvalidArgumentError,
    );
    const noLanguage = await rejection(client.advisories.listAll({} as never));
    expect((noLanguage as Error).message).toBe('Some parameters necessary for the request are missing.');
    expect(requests).toHaveLength(0);
  });

  it("a server's error on a later page rejects the walk with the SDK's error, after the pages before it", async () => {
    let sent = 0;
    const { client } = clientWith((request: Request) => {
      sent += 1;
      return sent === 2 ? jsonResponse({ message: 'database busy' }, 503) : pagingServer(advisories(30))(request);
    });
    const walked: unknown[] = [];
    const error = await (async () => {
      try {
        for await (const advisory of client.advisories.listAll({ language: 'npm' }, { pageSize: 10 })) {
          walked.push(advisory);
        }
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(walked).toHaveLength(10);
    expect(error).toMatchObject({ name: 'InternalServerError', status: 503, message: 'database busy' });
  });

  it('every operation of the document paged by limit and offset has a listAll walker (`<method>All`)', () => {
    const document = loadDocument('generated/openapi.yaml');
    const paged = listOperations(document).filter((operation) => {
      const query = operation.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
      return operation.method === 'get' && query.includes('limit') && query.includes('offset');
    });
    expect(paged.map((operation) => operation.operationId)).toContain('advisories_list');
    const { client } = clientWith();
    for (const operation of paged) {
      const [namespace = '', method = ''] = operation.operationId.split('_');
      const resource = (client as unknown as Record<string, Record<string, unknown>>)[namespace];
      expect(typeof resource?.[`${method}All`], `${namespace}.${method}All`).toBe('function');
    }
  });
});
