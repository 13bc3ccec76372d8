// The SLA targets: whole days from 1 to 365 per severity. They are the account's policy, held as the
// account property `sla-targets`; a team's own `sla-targets` override them for that team, severity by
// severity, and the defaults fill in what neither sets. A browser used to remember them on its own
// (`localStorage`): those targets are read once more, to be offered for saving to the account.
import { isRecord } from '@/dashboard/shared/model/untrusted-values';
import { DEFAULT_SLA_DAYS, SLA_SEVERITIES, type SlaSeverity } from './severity';

export const MIN_SLA_DAYS = 1;
export const MAX_SLA_DAYS = 365;
/** Where a browser remembered its targets before they were the account's. */
export const SLA_STORAGE_KEY = 'depsight.remediation.sla-days';
/** The name of the account's and each team's property that holds the targets. */
export const SLA_TARGETS_PROPERTY = 'sla-targets';

export type SlaTargets = Record<SlaSeverity, number>;

/** The field error of a target as typed, or null when it is a whole number of days from 1 to 365. */
export function slaTargetError(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Enter a number of days.';
  if (!/^\d+$/.test(text)) return 'Enter whole days, without decimals or signs.';
  const days = Number(text);
  if (days < MIN_SLA_DAYS || days > MAX_SLA_DAYS) return `Enter a number from ${MIN_SLA_DAYS} to ${MAX_SLA_DAYS}.`;
  return null;
}

/**
 * The usable targets of a stored value (a property's, or a browser's): each severity whose value is a
 * whole number of days from 1 to 365; the others are left out. Any value is accepted.
 */
export function usableSlaTargets(value: unknown): Partial<SlaTargets> {
  const targets: Partial<SlaTargets> = {};
  if (!isRecord(value)) return targets;
  for (const severity of SLA_SEVERITIES) {
    const days = value[severity];
    if (typeof days === 'number' && slaTargetError(days) === null) targets[severity] = days;
  }
  return targets;
}

/** The targets that apply: the defaults, then the account's usable ones, then the team's own. */
export function effectiveSlaTargets(account: unknown, team?: unknown): SlaTargets {
  return { ...DEFAULT_SLA_DAYS, ...usableSlaTargets(account), ...usableSlaTargets(team) };
}

/** Whether a property value sets any target of its own (a team's that does overrides the account's). */
export const setsSlaTargets = (value: unknown): boolean => Object.keys(usableSlaTargets(value)).length > 0;

/**
 * The targets this browser remembered before they were the account's, the defaults filling what it
 * lacks; null when it remembers none that is usable, or its storage cannot be read. Never throws.
 */
export function browserSlaTargets(storage: Pick<Storage, 'getItem'> | undefined): SlaTargets | null {
  let parsed: unknown;
  try {
    const stored = storage?.getItem(SLA_STORAGE_KEY) ?? null;
    if (stored === null) return null;
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  return setsSlaTargets(parsed) ? effectiveSlaTargets(parsed) : null;
}

/** Forgets the browser's own targets: they were offered (saved to the account, or declined). */
export function forgetBrowserSlaTargets(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(SLA_STORAGE_KEY);
  } catch {
    // A storage that refuses: they are offered again next time, which does no harm.
  }
}

export const sameSlaTargets = (left: SlaTargets, right: SlaTargets): boolean =>
  SLA_SEVERITIES.every((severity) => left[severity] === right[severity]);
