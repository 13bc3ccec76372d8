import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ApiError,
  ConflictError,
  createClient,
  type DepsightClient,
  InvalidArgumentError,
  type Team,
  type TeamCreateInput,
} from '../../../src/sdk';
import {
  EVERY_READ,
  isWriteOperation,
  type ReadOperation,
  readsChangedBy,
  useDepsight,
  useDepsightMutation,
  type WriteArguments,
  type WriteNamespace,
  type WriteOperation,
  type WriteResult,
} from '../../../src/sdk/swr';
import { WRITE_OPERATIONS } from '../../../src/sdk/write-operations';
import { BASE_URL, jsonResponse, stubFetch } from '../support/stub-fetch';

const ACCOUNT = '2f1c7a9e-4b1d-4c3e-9a55-0d6f2b8e1a10';
const TEAM = '7b0e3c1d-5a2f-4e6b-8c9d-1f2a3b4c5d6e';
const MEMBER = '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const LIBRARY = { language: 'npm', name: 'lodash', version: '4.17.21' };

function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

/** A client whose every method counts its calls, so a test sees which reads SWR fetched, and how often. */
function countingClient(client: DepsightClient) {
  const calls = new Map<string, number>();
  const wrapped = Object.fromEntries(
    Object.entries(client).map(([namespace, resource]) => [
      namespace,
      Object.fromEntries(
        Object.entries(resource as Record<string, (...args: unknown[]) => unknown>).map(([method, call]) => [
          method,
          (...args: unknown[]) => {
            const name = `${namespace}.${method}`;
            calls.set(name, (calls.get(name) ?? 0) + 1);
            return call(...args);
          },
        ]),
      ),
    ]),
  ) as unknown as DepsightClient;
  return { client: wrapped, callsOf: (operation: string) => calls.get(operation) ?? 0 };
}

/** A client over a fetch that answers every read with `{}` and every write with `writeStatus`. */
function setup(writeStatus = 200) {
  const { fetch, requests } = stubFetch((request) => jsonResponse({}, request.method === 'GET' ? 200 : writeStatus));
  const client = createClient({
    baseUrl: BASE_URL,
    chatBaseUrl: 'https://chat.depsight.test',
    fetch,
    auth: { type: 'Bearer', token: 'tok_live_4f1c' },
    retry: false,
  });
  return { ...countingClient(client), requests };
}

interface FamilyCase {
  /** One write of the family, with arguments the SDK accepts. */
  write: WriteOperation;
  args: unknown[];
  /** The status a server answers the write with. */
  status?: number;
  /** Reads a user expects to see change after the write. */
  reads: ReadOperation[];
}

// The behaviour each resource family owes its users, stated apart from REVALIDATED_READS: when an
// entry of that map goes, the family's case here fails.
const FAMILIES: Record<Exclude<WriteNamespace, 'chat'>, FamilyCase> = {
  accounts: { write: 'accounts.delete', args: [{ uuid: ACCOUNT }], reads: ['accounts.list', 'accounts.get'] },
  assetRegistry: {
    write: 'assetRegistry.link',
    args: [{ uuid: ACCOUNT, project: 'p1', branch: 'main' }],
    reads: ['assetRegistry.listProjects', 'assetRegistry.listHistory'],
  },
  assistantPolicies: {
    write: 'assistantPolicies.update',
    args: [{ sysid: 'sys-1' }, { enabled: true, severity: 'HIGH', tags: [] }],
    reads: ['assistantPolicies.list'],
  },
  cli: { write: 'cli.update', args: [], reads: ['cli.getUpdate'] },
  configuration: {
    write: 'configuration.update',
    args: [{ uuid: ACCOUNT }, {}],
    status: 202,
    reads: ['configuration.get'],
  },
  credentials: { write: 'credentials.logout', args: [], reads: ['users.get', 'metrics.get', 'languages.list'] },
  databases: { write: 'databases.sync', args: [{ id: 'nvd' }], reads: ['databases.getSync', 'databases.list'] },
  eras: {
    write: 'eras.create',
    args: [{ startDate: '2026-10-01', endDate: '2026-10-31', format: 'pdf' }],
    reads: ['eras.getStatus'],
  },
  exclusions: {
    write: 'exclusions.create',
    args: [
      { uuid: ACCOUNT, domain: 'security' },
      { kind: 'library', name: 'lodash' },
    ],
    reads: ['exclusions.list', 'metrics.get'],
  },
  features: { write: 'features.update', args: [{ uuid: ACCOUNT, names: ['teams'] }], reads: ['features.list'] },
  issueTracker: {
    write: 'issueTracker.updateConfig',
    args: [{ uuid: ACCOUNT }, { url: 'https://acme.atlassian.net', username: 'ci', apiToken: 'jira-secret' }],
    reads: ['issueTracker.getConfig'],
  },
  licensePolicies: {
    write: 'licensePolicies.delete',
    args: [{ uuid: ACCOUNT, id: 'policy-1' }],
    reads: ['licensePolicies.list', 'licensePolicies.get'],
  },
  licenses: {
    write: 'licenses.overrideLibrary',
    args: [LIBRARY, ['MIT']],
    reads: ['licenses.getLibrary', 'licenses.listAccountLicenseOverrides'],
  },
  members: {
    write: 'members.delete',
    args: [{ uuid: ACCOUNT, member: MEMBER }],
    reads: ['members.list', 'members.get', 'teams.list'],
  },
  mfa: { write: 'mfa.deleteScratchCodes', args: [], reads: ['mfa.listScratchCodes'] },
  monitoring: { write: 'monitoring.sendNow', args: [{ uuid: ACCOUNT }], reads: ['monitoring.listHistory'] },
  notifications: {
    write: 'notifications.borrowSlackLock',
    args: [{ teamUuid: TEAM, state: 'state-1' }],
    reads: ['notifications.getSlackLockStatus'],
  },
  plans: { write: 'plans.assign', args: [{ uuid: ACCOUNT, name: 'TEAM' }], reads: ['accounts.get'] },
  projects: {
    write: 'projects.refresh',
    args: [{ id: 'project-1' }],
    reads: ['projects.list', 'projects.get', 'metrics.get'],
  },
  properties: {
    write: 'properties.updateForAccount',
    args: [{ uuid: ACCOUNT, name: 'jira' }, { key: 'value' }],
    reads: ['properties.getForAccount'],
  },
  site: { write: 'site.activateLicense', args: [{ id: 'license-1' }], reads: ['site.getLicense'] },
  supportToken: { write: 'supportToken.create', args: [{ uuid: ACCOUNT, admin: true }], reads: ['supportToken.get'] },
  tags: { write: 'tags.delete', args: [{ id: 'tag-1' }], reads: ['tags.list', 'projects.list'] },
  teamMembers: {
    write: 'teamMembers.delete',
    args: [{ uuid: TEAM, member: MEMBER }],
    reads: ['teamMembers.list', 'teams.list'],
  },
  teams: { write: 'teams.create', args: [{ name: 'Payments' }], reads: ['teams.list', 'teamMembers.list'] },
};

/** A read no write but a sign-in or sign-out changes: it must not be fetched again. */
const UNRELATED_READ: ReadOperation = 'languages.list';

describe('depsight/swr: useDepsightMutation', () => {
  it('sends the write with its arguments and gives typed data', async () => {
    const team = { uuid: TEAM, name: 'Payments', active: true, members: [] };
    const { fetch, requests } = stubFetch(jsonResponse(team));
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: false });
    const { result } = renderHook(() => useDepsightMutation(client, 'teams.create'), { wrapper: FreshSwr });
    let answer: Team | undefined;
    await act(async () => {
      answer = await result.current.trigger([{ name: 'Payments' }]);
    });
    expect(answer).toEqual(team);
    await waitFor(() => expect(result.current.data).toEqual(team));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ name: 'Payments', active: true });
    expectTypeOf(result.current.data).toEqualTypeOf<Team | undefined>();
  });

  it("a server's refusal arrives as the SDK's error class, in trigger's rejection and in error", async () => {
    const { fetch } = stubFetch(jsonResponse({ message: 'A team with this name exists' }, 409));
    const client = createClient({ baseUrl: BASE_URL, fetch, retry: false });
    const { result } = renderHook(() => useDepsightMutation(client, 'teams.create'), { wrapper: FreshSwr });
    let rejected: unknown;
    await act(async () => {
      rejected = await result.current.trigger([{ name: 'Payments' }]).catch((error: unknown) => error);
    });
    expect(rejected).toBeInstanceOf(ConflictError);
    expect(rejected).toBeInstanceOf(ApiError);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ConflictError));
    expect(result.current.error).toMatchObject({ status: 409, message: 'A team with this name exists' });
  });

  it('a bad argument is an InvalidArgumentError, nothing is sent and no read is fetched again', async () => {
    const { client, requests, callsOf } = setup();
    const { result } = renderHook(
      () => ({
        teams: useDepsight(client, 'teams.list', [{ uuid: ACCOUNT }]),
        create: useDepsightMutation(client, 'teams.create'),
      }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.teams.data).toBeDefined());
    let rejected: unknown;
    await act(async () => {
      rejected = await result.current.create.trigger([{ name: '' }]).catch((error: unknown) => error);
    });
    expect(rejected).toBeInstanceOf(InvalidArgumentError);
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    // SWR starts a revalidation's fetch as mutate is called, so one would have been counted by now;
    // the successful write after it shows the count moving when it should.
    expect(callsOf('teams.list')).toBe(1);
    await act(async () => {
      await result.current.create.trigger([{ name: 'Payments' }]);
    });
    await waitFor(() => expect(callsOf('teams.list')).toBe(2));
  });

  it('revalidates only the reads of the client that wrote, not those of another client', async () => {
    const first = setup();
    const second = setup();
    const { result } = renderHook(
      () => ({
        mine: useDepsight(first.client, 'teams.list', [{ uuid: ACCOUNT }]),
        theirs: useDepsight(second.client, 'teams.list', [{ uuid: ACCOUNT }]),
        create: useDepsightMutation(first.client, 'teams.create'),
      }),
      { wrapper: FreshSwr },
    );
    await waitFor(() => expect(result.current.mine.data && result.current.theirs.data).toBeDefined());
    await act(async () => {
      await result.current.create.trigger([{ name: 'Payments' }]);
    });
    await waitFor(() => expect(first.callsOf('teams.list')).toBe(2));
    expect(second.callsOf('teams.list')).toBe(1);
  });

  describe.each(Object.entries(FAMILIES))('after a successful write of %s', (_family, family) => {
    it(`${family.write} fetches ${family.reads.join(', ')} again`, async () => {
      const { client, callsOf } = setup(family.status);
      const watched = [...family.reads, UNRELATED_READ];
      const { result } = renderHook(
        () => ({
          reads: watched.map((read) => useDepsight(client, read, [{}] as never)),
          mutation: useDepsightMutation(client, family.write),
        }),
        { wrapper: FreshSwr },
      );
      await waitFor(() => {
        for (const read of watched) expect(callsOf(read), read).toBe(1);
      });
      await act(async () => {
        await (result.current.mutation.trigger as unknown as (args: unknown[]) => Promise<unknown>)(family.args);
      });
      await waitFor(() => {
        for (const read of family.reads) expect(callsOf(read), read).toBe(2);
      });
      // All matching reads are revalidated at once: an unrelated one would have been fetched by now.
      expect(callsOf(UNRELATED_READ)).toBe(family.write.startsWith('credentials.') ? 2 : 1);
    });
  });

  it('every family with writes has a case above, and a chat conversation changes no read', () => {
    expect(Object.keys(FAMILIES).sort()).toEqual(
      Object.keys(WRITE_OPERATIONS)
        .filter((family) => family !== 'chat')
        .sort(),
    );
    expect(readsChangedBy('chat.ask')).toEqual([]);
    expect(readsChangedBy('credentials.login')).toBe(EVERY_READ);
  });

  it('refuses an operation that is not a write', () => {
    const { client } = setup();
    expect(isWriteOperation('teams.list')).toBe(false);
    expect(isWriteOperation('teams.create')).toBe(true);
    expect(isWriteOperation('toString.call')).toBe(false);
    expect(() =>
      renderHook(() => useDepsightMutation(client, 'teams.list' as WriteOperation), { wrapper: FreshSwr }),
    ).toThrow(/not a write operation/);
  });

  it('types: arguments and results come from the document', () => {
    expectTypeOf<WriteArguments<'teams.create'>>().toEqualTypeOf<
      [body: TeamCreateInput, options?: import('../../../src/sdk').CallOptions]
    >();
    expectTypeOf<WriteResult<'teams.delete'>>().toEqualTypeOf<void>();
    expectTypeOf<'teams.create'>().toExtend<WriteOperation>();
    // @ts-expect-error: a read operation is not a write.
    expectTypeOf<'teams.list'>().toExtend<WriteOperation>();
  });
});
