// Which measure's change is open, as the page address holds it: `explain=<measure>`, one of five
// fixed words. Read as untrusted input (anything else is no breakdown open), written in one spelling.
// The page's address code calls these; the words and labels of each measure live here.

import { MEASURES, type Measure } from '@/dashboard/shared/metrics/measures';

export const EXPLAIN_PARAMETER = 'explain';

/** The word each measure is written as in the address (lower case, as the other parameters). */
const ADDRESS_WORDS: Readonly<Record<Measure, string>> = {
  fixes: 'fixes',
  introduced: 'introduced',
  fixed: 'fixed',
  riskRemoved: 'risk-removed',
  unaddressed: 'unaddressed',
};

/** The measure an address value names (trimmed, any case), or null for none or anything unknown. */
export function parseExplainedMeasure(value: string | null): Measure | null {
  if (value === null) return null;
  const word = value.trim().toLowerCase();
  return MEASURES.find((measure) => ADDRESS_WORDS[measure] === word) ?? null;
}

/** The address value of an open breakdown; undefined (no parameter) when none is open. */
export function explainParameterValue(measure: Measure | null): string | undefined {
  return measure === null ? undefined : ADDRESS_WORDS[measure];
}

export interface MeasureText {
  /** The measure's name, as the tiles say it. */
  readonly label: string;
  /** What it counts, in one sentence. */
  readonly description: string;
  /** Whether a rise is good news (fixes) or bad news (introduced). */
  readonly higherIsBetter: boolean;
}

export const MEASURE_TEXTS: Readonly<Record<Measure, MeasureText>> = {
  fixes: {
    label: 'Fixes',
    description: 'Vulnerabilities fixed in the period, as the remediations list them',
    higherIsBetter: true,
  },
  introduced: {
    label: 'Introduced vulnerabilities',
    description: 'Vulnerabilities that scans found new, after each project’s first scan of the period',
    higherIsBetter: false,
  },
  fixed: {
    label: 'Fixed vulnerabilities',
    description: 'Vulnerabilities that scans found mitigated, after each project’s first scan of the period',
    higherIsBetter: true,
  },
  riskRemoved: {
    label: 'Risk removed',
    description: 'Fixes weighted by severity: critical 10, high 5, medium 3, low 1, other 5',
    higherIsBetter: true,
  },
  unaddressed: {
    label: 'Unaddressed vulnerabilities',
    description: 'Vulnerabilities identified and not addressed, per project (never below 0), summed',
    higherIsBetter: false,
  },
};
