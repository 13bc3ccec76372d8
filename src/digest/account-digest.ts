// Reads what a digest needs from the server and makes it: the signed-in account, its accepted risks
// (security exclusions of kind advisory), its SLA targets (the team's own when a team is asked for),
// and the metrics answer, streamed one project at a time (`depsight/stream`), so that a 1 GB account
// takes the memory of one project and of the news, never of the whole answer. Each project's digest is
// made by the same `deriveDigest` the contract names, and merged.

import { normalizeUser } from '@/dashboard/features/session/normalize-user';
import { acceptedRisksOf } from '@/dashboard/features/worklist/model/acceptances';
import { type Digest, deriveDigest, mergeDigests } from '@/dashboard/features/worklist/model/derive-digest';
import type { Acceptance } from '@/dashboard/features/worklist/model/derive-worklist';
import { buildFilterQuery, defaultFilterForm, toMetricsQuery } from '@/dashboard/shared/metrics/filters';
import { effectiveSlaTargets, SLA_TARGETS_PROPERTY, type SlaTargets } from '@/dashboard/shared/metrics/sla-targets';
import type { DepsightClient, MetricsQuery } from '@/sdk';
import { streamProjects } from '@/sdk/stream';
import { DigestRunError } from './errors';

export interface AccountDigestRequest {
  readonly now: number;
  readonly since: number;
  readonly team: string | undefined;
  /** Says how far the read has come, now and then (on stderr). */
  readonly progress: (message: string) => void;
  /** How often `progress` is told, in ms. */
  readonly progressEveryMs: number;
}

export interface AccountDigest {
  readonly digest: Digest;
  /** The account's name as the server gives it, for the digest's heading. */
  readonly accountName: string;
  readonly projectsRead: number;
}

/** The account the token signs in to. */
async function signedInAccount(client: DepsightClient): Promise<{ uuid: string; name: string }> {
  const user = normalizeUser(await client.users.get());
  if (user === null || !user.account.uuid) {
    throw new DigestRunError(
      'The server did not say which account the token belongs to (users/me has no account uuid).',
    );
  }
  return { uuid: user.account.uuid, name: user.account.name || user.account.email || user.account.uuid };
}

/** The SLA targets that apply: the team's own where it sets them, else the account's, else the defaults. */
async function slaTargets(client: DepsightClient, accountUUID: string, team: string | undefined): Promise<SlaTargets> {
  const name = SLA_TARGETS_PROPERTY;
  const [account, own] = await Promise.all([
    client.properties.getForAccount({ uuid: accountUUID, name }),
    team === undefined ? undefined : client.properties.getForTeam({ uuid: team, name }),
  ]);
  return effectiveSlaTargets(account, own);
}

async function acceptances(client: DepsightClient, accountUUID: string): Promise<Acceptance[]> {
  return acceptedRisksOf(await client.exclusions.list({ uuid: accountUUID, domain: 'security' })).map(
    ({ id, expiresAt, reason }) => ({ id, expiresAt, reason }),
  );
}

/** The metrics query of a digest made at `now`: the dashboard's default window, fresh (no cache). */
export function metricsQueryOf(now: number, team: string | undefined): MetricsQuery {
  return toMetricsQuery(buildFilterQuery({ ...defaultFilterForm(new Date(now)), cached: false, teamUUID: team ?? '' }));
}

/** The account's SLA targets (or the team's) and accepted risks: the digest's options besides its window. */
export async function accountDigestOptions(
  client: DepsightClient,
  team: string | undefined,
): Promise<{ accountName: string; slaDays: SlaTargets; acceptances: Acceptance[] }> {
  const account = await signedInAccount(client);
  const [slaDays, accepted] = await Promise.all([
    slaTargets(client, account.uuid, team),
    acceptances(client, account.uuid),
  ]);
  return { accountName: account.name, slaDays, acceptances: accepted };
}

/** How many projects' digests wait to be merged: each holds one project's news, a few kilobytes at most. */
const MERGE_BATCH = 500;

/** Reads the account and makes its digest from `since` to `now`. Rejects with the SDK's errors. */
export async function readAccountDigest(client: DepsightClient, request: AccountDigestRequest): Promise<AccountDigest> {
  const { now, since, team, progress } = request;
  const { accountName, ...rules } = await accountDigestOptions(client, team);
  const options = { ...rules, now, since };
  let digest = deriveDigest({ projects: [] }, options);
  // Merged a batch at a time: a merge sorts the news gathered so far, so merging after every project
  // would sort it once per project (20,000 sorts of the same growing lists on a large account).
  let batch: Digest[] = [];
  let projectsRead = 0;
  let toldAt = Date.now();
  for await (const project of streamProjects(client, metricsQueryOf(now, team))) {
    batch.push(deriveDigest({ projects: [project] }, options));
    if (batch.length === MERGE_BATCH) {
      digest = mergeDigests(digest, ...batch);
      batch = [];
    }
    projectsRead += 1;
    if (Date.now() - toldAt >= request.progressEveryMs) {
      toldAt = Date.now();
      progress(`Read ${projectsRead.toLocaleString('en-US')} projects…`);
    }
  }
  return { digest: mergeDigests(digest, ...batch), accountName, projectsRead };
}
