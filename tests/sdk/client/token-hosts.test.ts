import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_HOSTS, createClient, InvalidArgumentError } from '../../../src/sdk';
import { everyMethod } from '../support/every-method';
import { jsonResponse, stubFetch } from '../support/stub-fetch';

// The token goes only to a host the caller configured: the API host (`baseUrl`), the chat host the
// caller gave (`chatBaseUrl`), or the chat host the subdomain rule picks from those host names.

const TOKEN = 'tok_selfhosted_8d2f41';
const auth = { type: 'Bearer' as const, token: TOKEN };
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';

function nodeClient(baseUrl: string, options: { chatBaseUrl?: string } = {}) {
  const { fetch, requests } = stubFetch(jsonResponse({}));
  return { client: createClient({ baseUrl, fetch, auth, retry: false, ...options }), requests };
}

async function callEveryChatMethod(client: ReturnType<typeof createClient>) {
  const chat = client.chat;
  return Promise.allSettled([
    chat.startWithSummary({ projectUUID: PROJECT, branch: 'main' }),
    chat.startAroundVulnerability({ adviceID: 'MET-2024-0412' }),
    chat.ask({ id: 'c1' }, { question: 'Is it fixed?' }),
    chat.ping(),
  ]);
}

describe('the chat host in Node, without chatBaseUrl, follows the subdomain of baseUrl', () => {
  it.each([
    ['https://local.depsight.io', CHAT_HOSTS.qa],
    ['https://qa.depsight.io', CHAT_HOSTS.qa],
    ['https://alpha.depsight.io', CHAT_HOSTS.www],
    ['https://WWW.depsight.io', CHAT_HOSTS.www],
  ])('baseUrl %s sends chat calls to %s', async (baseUrl, chatHost) => {
    const { client, requests } = nodeClient(baseUrl);
    const outcomes = await callEveryChatMethod(client);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(new Set(requests.map((request) => request.url.origin))).toEqual(new Set([chatHost]));
  });

  it.each([
    'https://depsight.acme-payments.internal',
    'http://127.0.0.1:4010',
    'http://localhost:4010',
    'https://api.depsight.io',
  ])('a self-hosted baseUrl (%s) with no rule: every chat call rejects, nothing is sent', async (baseUrl) => {
    const { client, requests } = nodeClient(baseUrl);
    const outcomes = await callEveryChatMethod(client);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(InvalidArgumentError);
      expect((reason as Error).message).toMatch(/chatBaseUrl/);
      expect((reason as Error).message).not.toContain(TOKEN);
    }
    expect(requests).toHaveLength(0);
  });

  it('chatBaseUrl given: chat calls go there, whatever baseUrl is', async () => {
    const { client, requests } = nodeClient('https://depsight.acme-payments.internal', {
      chatBaseUrl: 'https://chat.acme-payments.internal',
    });
    await callEveryChatMethod(client);
    expect(new Set(requests.map((request) => request.url.origin))).toEqual(
      new Set(['https://chat.acme-payments.internal']),
    );
  });

  it('a chatBaseUrl that is not an http(s) URL is refused when the client is created', () => {
    expect(() => createClient({ baseUrl: 'https://qa.depsight.io', chatBaseUrl: 'ftp://chat.example' })).toThrow(
      TypeError,
    );
  });
});

describe('no method of any resource sends a request to a host the caller did not configure', () => {
  const BASE = 'https://depsight.acme-payments.internal';
  const CHAT = 'https://chat.acme-payments.internal';
  // Values that would move a request to another host if they were pasted into a URL unescaped.
  const hostileText = fc.constantFrom(
    '//evil.example/x',
    'https://evil.example/',
    '@evil.example',
    '..%2F..%2F',
    '../../..//evil.example',
    PROJECT,
  );
  const argument = fc.oneof(
    hostileText,
    fc.dictionary(
      fc.constantFrom('uuid', 'id', 'project', 'projectUUID', 'member', 'name', 'email', 'language', 'version'),
      hostileText,
    ),
  );

  it('every method, called with arguments made to escape the host, sends only to the configured hosts', async () => {
    for (const chatBaseUrl of [undefined, CHAT]) {
      const { client, requests } = nodeClient(BASE, chatBaseUrl ? { chatBaseUrl } : {});
      const methods = everyMethod(client);
      const allowed = new Set([BASE, ...(chatBaseUrl ? [CHAT] : [])]);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...methods),
          fc.array(argument, { maxLength: 3 }),
          async ([, method], args) => {
            await (method(...args) as Promise<unknown>).catch(() => undefined);
          },
        ),
        { numRuns: 600 },
      );
      // The property ran every method many times; each request went to a configured host.
      expect(requests.length).toBeGreaterThan(50);
      for (const request of requests) expect(allowed).toContain(request.url.origin);
    }
  });

  it('every method called with no argument sends only to the configured hosts (or nothing)', async () => {
    const { client, requests } = nodeClient(BASE);
    for (const [, method] of everyMethod(client)) await (method() as Promise<unknown>).catch(() => undefined);
    for (const request of requests) expect(request.url.origin).toBe(BASE);
  });
});
