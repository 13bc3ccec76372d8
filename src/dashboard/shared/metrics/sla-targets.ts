// The SLA targets a user sets: whole days from 1 to 365, remembered in the browser.
import { DEFAULT_SLA_DAYS, SLA_SEVERITIES, type SlaSeverity } from './severity';

export const MIN_SLA_DAYS = 1;
export const MAX_SLA_DAYS = 365;
export const SLA_STORAGE_KEY = 'depsight.remediation.sla-days';

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

/** Targets read back from storage: any unusable entry falls back to its default. Never throws. */
export function parseSlaTargets(stored: string | null): SlaTargets {
  const targets = { ...DEFAULT_SLA_DAYS };
  if (stored === null) return targets;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return targets;
  }
  if (typeof parsed !== 'object' || parsed === null) return targets;
  for (const severity of SLA_SEVERITIES) {
    const value = (parsed as Record<string, unknown>)[severity];
    if (typeof value === 'number' && slaTargetError(value) === null) targets[severity] = value;
  }
  return targets;
}

/** The stored targets; the defaults when storage is unavailable (private mode, blocked). */
export function loadSlaTargets(storage: Pick<Storage, 'getItem'> | undefined): SlaTargets {
  try {
    return parseSlaTargets(storage?.getItem(SLA_STORAGE_KEY) ?? null);
  } catch {
    return { ...DEFAULT_SLA_DAYS };
  }
}

/** Remembers the targets; false when storage refused (they still apply for this visit). */
export function saveSlaTargets(storage: Pick<Storage, 'setItem'> | undefined, targets: SlaTargets): boolean {
  try {
    if (!storage) return false;
    storage.setItem(SLA_STORAGE_KEY, JSON.stringify(targets));
    return true;
  } catch {
    return false;
  }
}
