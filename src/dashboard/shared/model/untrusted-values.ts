// Readers of untrusted server values shared by every feature's normaliser: they accept any value and never throw.

export type WireRecord = Readonly<Record<string, unknown>>;

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed string; '' for anything that is not a string. */
export function toText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
