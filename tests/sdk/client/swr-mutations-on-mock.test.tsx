// useDepsightMutation against the mock API's MSW handlers (depsight/msw) instead of a hand-written
// fetch: the reads a write revalidates come back with the write in them, as on `npm start`, so these
// tests see what a user sees (the new team in the list), not only that a read was sent again.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../src/msw';
import { ApiError, createClient } from '../../../src/sdk';
import { useDepsight, useDepsightMutation } from '../../../src/sdk/swr';

const BASE_URL = 'https://api.depsight.test';
const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const mock = createMockApi();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const client = createClient({ baseUrl: BASE_URL, auth: { type: 'Bearer', token: 'tok_test_1' }, retry: false });

function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

const names = (items: { name: string }[] | undefined) => items?.map((item) => item.name);

describe('useDepsightMutation on the mock API', () => {
  it('teams: a create, a rename and a delete each show in the mounted list', async () => {
    const { result } = renderHook(
      () => ({
        teams: useDepsight(client, 'teams.list', [{ uuid: ACCOUNT }]),
        create: useDepsightMutation(client, 'teams.create'),
        update: useDepsightMutation(client, 'teams.update'),
        remove: useDepsightMutation(client, 'teams.delete'),
      }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.teams.data).toBeDefined());
    const before = names(result.current.teams.data) ?? [];

    let created: { uuid: string } | undefined;
    await act(async () => {
      created = await result.current.create.trigger([{ name: 'Red Team' }]);
    });
    await waitFor(() => expect(names(result.current.teams.data)).toEqual([...before, 'Red Team']));

    await act(() => result.current.update.trigger([{ id: String(created?.uuid) }, { name: 'Blue Team' }]));
    await waitFor(() => expect(names(result.current.teams.data)).toEqual([...before, 'Blue Team']));

    await act(() => result.current.remove.trigger([{ id: String(created?.uuid) }]));
    await waitFor(() => expect(names(result.current.teams.data)).toEqual(before));
  });

  it('members: a new member shows in the account’s list and can be read alone', async () => {
    const { result } = renderHook(
      () => ({
        members: useDepsight(client, 'members.list', [{ uuid: ACCOUNT }]),
        create: useDepsightMutation(client, 'members.create'),
      }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.members.data).toBeDefined());
    let member: { uuid: string } | undefined;
    await act(async () => {
      member = await result.current.create.trigger([
        { uuid: ACCOUNT },
        { name: 'Ada Lovelace', email: 'ada@example.com' },
      ]);
    });
    await waitFor(() => expect(names(result.current.members.data)).toContain('Ada Lovelace'));
    expect(await client.members.get({ uuid: ACCOUNT, member: String(member?.uuid) })).toMatchObject({
      name: 'Ada Lovelace',
    });
  });

  it('tags: a renamed tag shows renamed, a deleted one is gone', async () => {
    const { result } = renderHook(
      () => ({
        tags: useDepsight(client, 'tags.list', []),
        create: useDepsightMutation(client, 'tags.create'),
        update: useDepsightMutation(client, 'tags.update'),
        remove: useDepsightMutation(client, 'tags.delete'),
      }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.tags.data).toBeDefined());
    let tag: { id: string } | undefined;
    await act(async () => {
      tag = await result.current.create.trigger([{ name: 'checkout-beta' }]);
    });
    await waitFor(() => expect(names(result.current.tags.data)).toContain('checkout-beta'));
    await act(() => result.current.update.trigger([{ id: String(tag?.id) }, { name: 'checkout-ga' }]));
    await waitFor(() => expect(names(result.current.tags.data)).toContain('checkout-ga'));
    expect(names(result.current.tags.data)).not.toContain('checkout-beta');
    await act(() => result.current.remove.trigger([{ id: String(tag?.id) }]));
    await waitFor(() => expect(names(result.current.tags.data)).not.toContain('checkout-ga'));
  });

  it('a write to something already deleted rejects with the SDK’s ApiError (404)', async () => {
    const { result } = renderHook(() => useDepsightMutation(client, 'teams.update'), { wrapper: FreshSwr });
    const created = await client.teams.create({ name: 'Short-lived' });
    await client.teams.delete({ id: created.uuid });
    await act(async () => {
      await expect(result.current.trigger([{ id: created.uuid }, { name: 'Too late' }])).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
  });
});
