// depsight/react-query's types, checked by the compiler (`tsc --noEmit`, part of `npm test`): each
// `expectTypeOf` and `@ts-expect-error` below fails the check when `select`, the arguments or the
// errors lose their types (an `any` included). The hooks are only type-checked here, in a component
// that is never rendered (hooks.test.tsx renders them).
import {
  type InfiniteData,
  QueryClient,
  skipToken,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQueries,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createClient,
  type DepsightError,
  type Member,
  type Team,
  type TeamCreateInput,
  type VulnerabilityAdvisoryPage,
} from '../../../src/sdk';
import {
  depsightInfiniteQueryOptions,
  depsightMutationOptions,
  depsightQueryKey,
  depsightQueryOptions,
} from '../../../src/sdk/react-query';

const ACCOUNT = '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c';
const client = createClient({ baseUrl: 'https://api.depsight.test' });
const queryClient = new QueryClient();

/** Never rendered: the hooks' types only. */
function TypesOfTheHooks({ uuid }: { uuid: string | undefined }) {
  const names = useQuery(
    depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }], { select: (teams) => teams.map((t) => t.name) }),
  );
  expectTypeOf(names.data).toEqualTypeOf<string[] | undefined>();
  expectTypeOf(names.error).toEqualTypeOf<DepsightError | null>();

  const teams = useSuspenseQuery(depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]));
  expectTypeOf(teams.data).toEqualTypeOf<Team[]>();
  const count = useSuspenseQuery(
    depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }], { select: (all) => all.length }),
  );
  expectTypeOf(count.data).toEqualTypeOf<number>();

  // skipToken until the id is known: fine for useQuery, refused by useSuspenseQuery (it cannot wait).
  const maybe = useQuery(depsightQueryOptions(client, 'teams.list', uuid ? [{ uuid }] : skipToken));
  expectTypeOf(maybe.data).toEqualTypeOf<Team[] | undefined>();
  // @ts-expect-error: a suspense query needs a function, not skipToken.
  useSuspenseQuery(depsightQueryOptions(client, 'teams.list', skipToken));

  const both = useQueries({
    queries: [
      depsightQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }]),
      depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member: 'm' }], { select: (m) => m.email }),
    ],
  });
  expectTypeOf(both[0].data).toEqualTypeOf<Team[] | undefined>();
  expectTypeOf(both[1].data).toEqualTypeOf<string | undefined>();
  expectTypeOf(both[1].error).toEqualTypeOf<DepsightError | null>();

  const pages = useInfiniteQuery(depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm' }]));
  expectTypeOf(pages.data).toEqualTypeOf<InfiniteData<VulnerabilityAdvisoryPage, number> | undefined>();
  expectTypeOf(pages.error).toEqualTypeOf<DepsightError | null>();
  const titles = useInfiniteQuery(
    depsightInfiniteQueryOptions(client, 'advisories.list', [{ language: 'npm' }], {
      select: (data) => data.pages.flatMap((page) => page.advisories.map((advisory) => advisory.id)),
    }),
  );
  expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();

  const create = useMutation(depsightMutationOptions(client, queryClient, 'teams.create'));
  expectTypeOf(create.mutate)
    .parameter(0)
    .toEqualTypeOf<[body: TeamCreateInput, options?: import('../../../src/sdk').CallOptions]>();
  expectTypeOf(create.data).toEqualTypeOf<Team | undefined>();
  expectTypeOf(create.error).toEqualTypeOf<DepsightError | null>();
  // @ts-expect-error: the write's arguments, as a tuple; a team has no `email`.
  create.mutate([{ email: 'a@b.c' }]);
  expectTypeOf(useIsMutating({ mutationKey: depsightQueryKey(client) })).toEqualTypeOf<number>();
  return null;
}

describe('depsight/react-query types', () => {
  it('the component above type-checks (it is never rendered)', () => {
    expect(TypesOfTheHooks).toBeTypeOf('function');
  });

  it('arguments are the read’s own; a write or a wrong argument is refused', () => {
    const options = depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT, member: 'm' }]);
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Member | undefined>();
    expectTypeOf(
      queryClient.getQueryData(depsightQueryKey(client, 'members.get', { uuid: ACCOUNT, member: 'm' })),
    ).toEqualTypeOf<Member | undefined>();
    // @ts-expect-error: members.get needs the member.
    depsightQueryOptions(client, 'members.get', [{ uuid: ACCOUNT }]);
    // @ts-expect-error: the arguments are a list.
    expect(() => depsightQueryOptions(client, 'members.list', { uuid: ACCOUNT })).toThrow(TypeError);
    // @ts-expect-error: teams.create is a write.
    expect(() => depsightQueryOptions(client, 'teams.create', [{ name: 'x' }])).toThrow(TypeError);
    // @ts-expect-error: teams.list is not paged.
    expect(() => depsightInfiniteQueryOptions(client, 'teams.list', [{ uuid: ACCOUNT }])).toThrow(TypeError);
    // @ts-expect-error: a key's arguments are the read's own too.
    depsightQueryKey(client, 'teams.list', { id: 'x' });
  });

  it('invalidation narrows only to reads the write changes', () => {
    depsightMutationOptions(client, queryClient, 'teams.create', { invalidate: ['teams.list', 'members.list'] });
    // @ts-expect-error: creating a team does not change the projects.
    depsightMutationOptions(client, queryClient, 'teams.create', { invalidate: ['projects.list'] });
    // A sign-in changes every read.
    depsightMutationOptions(client, queryClient, 'credentials.login', { invalidate: ['projects.list'] });
    const options = depsightMutationOptions(client, queryClient, 'teams.create', {
      onSuccess: (team, [body]) => {
        expectTypeOf(team).toEqualTypeOf<Team>();
        expectTypeOf(body).toEqualTypeOf<TeamCreateInput>();
      },
      onError: (error) => expectTypeOf(error).toEqualTypeOf<DepsightError>(),
    });
    expectTypeOf(options.mutationKey).toExtend<readonly ['depsight', number, 'teams.create']>();
  });
});
