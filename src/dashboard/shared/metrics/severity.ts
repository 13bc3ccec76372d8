// Severities, the one vocabulary: the server's (CRITICAL, HIGH, MEDIUM, LOW, NONE, and any it may
// add), kept as text for display (`formatSeverity`), and the five the figures count by (`severityOf`:
// the four with an SLA target, and OTHER for the rest), with their SLA targets and risk weights. The
// Remediation section's SLA figures, the worklist's days left and order, and the risk removed use the
// same rules.

import { isRecord } from '@/dashboard/shared/model/untrusted-values';

export const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'OTHER'] as const;
export type Severity = (typeof SEVERITIES)[number];
export type SlaSeverity = Exclude<Severity, 'OTHER'>;
export const SLA_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly SlaSeverity[];

/** Days allowed to fix a vulnerability, by severity (DefectDojo's defaults). */
export const DEFAULT_SLA_DAYS: Readonly<Record<SlaSeverity, number>> = Object.freeze({
  CRITICAL: 7,
  HIGH: 30,
  MEDIUM: 90,
  LOW: 120,
});

/** Risk weight of one fix, by severity (Dependency-Track's inherited risk score weights). */
export const RISK_WEIGHTS: Readonly<Record<Severity, number>> = Object.freeze({
  CRITICAL: 10,
  HIGH: 5,
  MEDIUM: 3,
  LOW: 1,
  OTHER: 5,
});

const SLA_SEVERITY_SET: ReadonlySet<string> = new Set(SLA_SEVERITIES);

/** The severities the server's document names; another value is kept as sent (upper-cased). */
export const WIRE_SEVERITIES = [...SLA_SEVERITIES, 'NONE'] as const;
const UNKNOWN_SEVERITY = 'UNKNOWN';

/** A severity as shown: trimmed and upper-cased; UNKNOWN when there is none. */
export function formatSeverity(severity: unknown): string {
  if (typeof severity !== 'string') return UNKNOWN_SEVERITY;
  const shown = severity.trim().toUpperCase();
  return shown === '' ? UNKNOWN_SEVERITY : shown;
}

/** Most severe first: the order of every list sorted by severity. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = Object.freeze({
  CRITICAL: 0,
  HIGH: 1,
  MEDIUM: 2,
  LOW: 3,
  OTHER: 4,
});

/** CRITICAL, HIGH, MEDIUM or LOW once trimmed and upper-cased; OTHER for anything else. */
export function severityOf(value: unknown): Severity {
  // The common case first, by comparison (faster than a set lookup on 10,000s of fixes, no allocation).
  switch (value) {
    case 'CRITICAL':
    case 'HIGH':
    case 'MEDIUM':
    case 'LOW':
      return value;
  }
  const severity = formatSeverity(value);
  return SLA_SEVERITY_SET.has(severity) ? (severity as SlaSeverity) : 'OTHER';
}

/** The target of each severity: the caller's when it is a finite number >= 0, the default otherwise. */
export function slaTargets(slaDays: unknown): Record<SlaSeverity, number> {
  const targets = { ...DEFAULT_SLA_DAYS };
  if (!isRecord(slaDays)) return targets;
  for (const severity of SLA_SEVERITIES) {
    const days = slaDays[severity];
    if (typeof days === 'number' && Number.isFinite(days) && days >= 0) targets[severity] = days;
  }
  return targets;
}
