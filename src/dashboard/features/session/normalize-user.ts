// The answer of `GET /api/v1/users/me` is untrusted, like every server answer: `normalizeUser` turns
// any value into a `SignedInUser`, or null when nothing usable can be read. It never throws.
import { isRecord, toText } from '@/dashboard/shared/model/untrusted-values';

export interface SignedInTeam {
  readonly uuid: string;
  /** Shown as text, never as markup; the uuid when the server sent no name. */
  readonly name: string;
}

interface SignedInAccount {
  readonly uuid: string;
  readonly name: string;
  readonly email: string;
  /** Only a JSON `true` marks the shared default account; `"true"`, 1 or anything else does not. */
  readonly default: boolean;
  readonly plan: string;
  /** The enabled feature names (strings only, each once). */
  readonly features: readonly string[];
}

export interface SignedInUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly account: SignedInAccount;
  /** The user's teams: entries with a uuid, each uuid once (the first entry wins). */
  readonly teams: readonly SignedInTeam[];
}

/** What the dashboard says when the answer about the signed-in user cannot be used. */
export const UNUSABLE_USER_MESSAGE =
  'We could not identify you: the server’s answer about your account could not be used. Log in again or try later.';

/** What the dashboard says when the identify call fails for another reason than a refused token. */
export const IDENTIFY_FAILED_MESSAGE =
  'We could not identify you: the server did not answer as expected. Log in again or try later.';

/** The identify call answered, but with nothing the dashboard can use. */
export class UnusableUserError extends Error {
  constructor() {
    super(UNUSABLE_USER_MESSAGE);
    this.name = 'UnusableUserError';
  }
}

function normalizeFeatures(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const features = new Set<string>();
  for (const item of value as readonly unknown[]) {
    const feature = toText(item);
    if (feature !== '') features.add(feature);
  }
  return [...features];
}

function normalizeTeams(value: unknown): SignedInTeam[] {
  if (!Array.isArray(value)) return [];
  const teams: SignedInTeam[] = [];
  const seen = new Set<string>();
  for (const item of value as readonly unknown[]) {
    if (!isRecord(item)) continue;
    const uuid = toText(item.uuid);
    if (uuid === '' || seen.has(uuid)) continue;
    seen.add(uuid);
    teams.push({ uuid, name: toText(item.name) || uuid });
  }
  return teams;
}

/**
 * The signed-in user from any value. Null when the value is not an object or carries no account
 * object: without the account the dashboard cannot tell the default account, the plan or the features.
 * Every other field falls back to a safe empty value.
 */
export function normalizeUser(value: unknown): SignedInUser | null {
  try {
    if (!isRecord(value) || !isRecord(value.account)) return null;
    const account = value.account;
    return {
      id: toText(value.id),
      name: toText(value.name),
      email: toText(value.email),
      account: {
        uuid: toText(account.uuid),
        name: toText(account.name),
        email: toText(account.email),
        default: account.default === true,
        plan: toText(account.plan),
        features: normalizeFeatures(account.features),
      },
      teams: normalizeTeams(value.teams),
    };
  } catch {
    return null; // only values JSON cannot produce (a throwing getter) get here
  }
}
