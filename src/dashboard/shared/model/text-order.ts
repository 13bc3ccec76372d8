import { madeOnFirstUse } from './made-on-first-use';

const collator = madeOnFirstUse(() => new Intl.Collator('en', { numeric: true, sensitivity: 'base' }));

/**
 * How every sorted list orders names and other texts: natural order ('api-2' before 'api-10'), case
 * and accents ignored, the same in every browser locale.
 */
export const compareTexts = (left: string, right: string): number => collator().compare(left, right);

/**
 * The contracts' order (the worklist's and the change breakdown's tie-breaks): ascending by UTF-16
 * code units, not by language, so the same on every machine and in every test. Lists a person reads
 * by name use `compareTexts`.
 */
export const byCodeUnits = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);
