// The feature rules.

export const TEAMS_FEATURE = 'teams';
const MEMBERS_FEATURE = 'members';
const OPENSOURCE_PLAN = 'opensource';

interface AccountFeatures {
  plan?: string | null;
  features?: readonly string[] | null;
}

/** The team selector needs the `teams` feature. */
export function hasTeamsFeature(account: AccountFeatures | null | undefined): boolean {
  return Array.isArray(account?.features) && account.features.includes(TEAMS_FEATURE);
}

/** The members feature is off for the opensource plan or when the teams feature exists, otherwise on. */
export function isMembersFeatureEnabled(account: AccountFeatures | null | undefined): boolean {
  if (!account) return false;
  return account.plan !== OPENSOURCE_PLAN && !hasTeamsFeature(account);
}

/** The features update leaves out the `members` feature. */
export function featuresForUpdate(names: readonly string[]): string[] {
  return names.filter((name) => name !== MEMBERS_FEATURE);
}
