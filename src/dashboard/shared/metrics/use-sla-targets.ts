// The SLA targets as one setting for the whole page: the Remediation section's form writes them and
// every view that reads a target (its SLA figures, the worklist's days left) follows at once. They are
// kept in the browser; another tab's change arrives through the `storage` event.
import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '@/dashboard/shared/storage/browser-storage';
import { loadSlaTargets, SLA_STORAGE_KEY, type SlaTargets, saveSlaTargets } from './sla-targets';

const listeners = new Set<() => void>();
let current: SlaTargets | null = null;

function snapshot(): SlaTargets {
  current ??= loadSlaTargets(browserStorage());
  return current;
}

function publish(next: SlaTargets | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab saved or cleared the targets (a `clear()` has no key): read them again.
  if (event.key === SLA_STORAGE_KEY || event.key === null) publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    // With no reader left, the next one reads storage afresh.
    current = null;
  };
}

/** The saved SLA targets (the defaults where nothing usable is stored) and the setter that saves them. */
export function useSlaTargets(): readonly [SlaTargets, (next: SlaTargets) => void] {
  const targets = useSyncExternalStore(subscribe, snapshot, snapshot);
  const save = useCallback((next: SlaTargets) => {
    saveSlaTargets(browserStorage(), next);
    // Applied for this visit even when storage refused them.
    publish(next);
  }, []);
  return [targets, save] as const;
}
