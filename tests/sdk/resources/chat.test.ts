import { describe, expect, it } from 'vitest';
import { createClient, InvalidArgumentError } from '../../../src/sdk';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const auth = { type: 'Bearer' as const, token: 'tok_live_4f1c' };
const CHAT_URL = 'https://chat.depsight.test';
const PROJECT = '0b8d5f3e-9a41-4c7b-8e2d-6f1a3c5b7d90';
const CONVERSATION = '2f7d9b14-6a3e-4c81-b5f2-8e0d1c7a9b36';
const QUESTION = 'Is payments-api still exploitable through CVE-2021-23337 after the upgrade?';

function setup(options: { chatBaseUrl?: string; chatHostname?: string } = { chatBaseUrl: CHAT_URL }) {
  const { fetch, requests } = stubFetch(jsonResponse({ id: CONVERSATION, topic: 'summary', messages: [] }));
  return { requests, chat: createClient({ baseUrl: BASE_URL, fetch, auth, ...options }).chat };
}

async function callEveryChatMethod(chat: ReturnType<typeof setup>['chat']) {
  await chat.startWithSummary({ projectUUID: PROJECT, branch: 'main' });
  await chat.startAroundVulnerability({ adviceID: 'MET-2024-0412' });
  await chat.ask({ id: CONVERSATION }, { question: QUESTION });
  await chat.ping();
}

describe('chat', () => {
  it('every chat call goes to the chat host given as chatBaseUrl, not the API host', async () => {
    const { chat, requests } = setup();
    await callEveryChatMethod(chat);
    expect(requests.map((request) => `${request.method} ${request.url.origin}${request.url.pathname}`)).toEqual([
      `POST ${CHAT_URL}/api/v1/barista/conversations/with_summary`,
      `POST ${CHAT_URL}/api/v1/barista/conversations/around_vulnerability`,
      `PUT ${CHAT_URL}/api/v1/barista/conversations/${CONVERSATION}/ask`,
      `GET ${CHAT_URL}/admin/server/barista/ping`,
    ]);
  });

  it('chat calls carry the Authorization header to the chat host too', async () => {
    const { chat, requests } = setup();
    await chat.ping();
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok_live_4f1c');
  });

  it('without chatBaseUrl, the local and qa subdomains use the qa host', async () => {
    for (const chatHostname of ['local.depsight.io', 'qa.depsight.io']) {
      const { chat, requests } = setup({ chatHostname });
      await callEveryChatMethod(chat);
      expect(new Set(requests.map((request) => request.url.origin))).toEqual(new Set(['https://qa.depsight.io']));
    }
  });

  it('without chatBaseUrl, the alpha and www subdomains use the www host', async () => {
    for (const chatHostname of ['alpha.depsight.io', 'www.depsight.io']) {
      const { chat, requests } = setup({ chatHostname });
      await callEveryChatMethod(chat);
      expect(new Set(requests.map((request) => request.url.origin))).toEqual(new Set(['https://www.depsight.io']));
    }
  });

  it('ask PUTs the question as JSON', async () => {
    const { chat, requests } = setup();
    await chat.ask({ id: CONVERSATION }, { question: QUESTION });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ question: QUESTION });
  });

  it("ask without a conversation id: 'Conversation id is not specified', nothing sent", async () => {
    const { chat, requests } = setup();
    for (const params of [{ id: '' }, { id: undefined as never }, undefined as never]) {
      await expect(() => chat.ask(params, { question: QUESTION })).rejects.toThrow(
        new InvalidArgumentError('Conversation id is not specified'),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it("ask without a question: 'Some parameters necessary for the request are missing.'", async () => {
    const { chat, requests } = setup();
    await expect(() => chat.ask({ id: CONVERSATION }, { question: ' ' })).rejects.toThrow(
      new InvalidArgumentError('Some parameters necessary for the request are missing.'),
    );
    await expect(() => chat.ask({ id: CONVERSATION }, undefined as never)).rejects.toThrow(InvalidArgumentError);
    expect(requests).toHaveLength(0);
  });

  it("startAroundVulnerability without advice: 'Cannot start conversation without specifying advice'", async () => {
    const { chat, requests } = setup();
    for (const body of [{ adviceID: '' }, { projectUUID: PROJECT } as never, undefined as never]) {
      await expect(() => chat.startAroundVulnerability(body)).rejects.toThrow(
        new InvalidArgumentError('Cannot start conversation without specifying advice'),
      );
    }
    expect(requests).toHaveLength(0);
  });

  it('startAroundVulnerability sends the advice, project and language', async () => {
    const { chat, requests } = setup();
    const body = { adviceID: 'MET-2024-0412', projectUUID: PROJECT, language: 'npm' as const };
    await chat.startAroundVulnerability(body);
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual(body);
  });

  it("startWithSummary without a project: 'No project uuid has been specified'", async () => {
    const { chat, requests } = setup();
    await expect(() => chat.startWithSummary({ projectUUID: '' })).rejects.toThrow(
      new InvalidArgumentError('No project uuid has been specified'),
    );
    expect(requests).toHaveLength(0);
  });
});
