// Derived project fields (see src/dashboard/README.md, *Rankings*). Every function takes scans already sorted
// by timestamp ascending, as `normalizeMetrics` leaves them, and reads only the first, the previous
// and the last scan: O(1) per project, so they add nothing per scan to the normalising pass.
import type { ProjectName, ScanPoint } from './types';

/** Weight of one security-score point in the performance score. */
export const PERFORMANCE_SCORE_WEIGHT = 1000;

/**
 * 0 with one scan or none; otherwise 1000 × (last score − first score) + (first vulnerability count −
 * last vulnerability count). A gain of one score point outweighs any realistic change in count.
 */
export function performanceScore(scans: readonly ScanPoint[]): number {
  const first = scans[0];
  const last = scans[scans.length - 1];
  if (scans.length < 2 || first === undefined || last === undefined) return 0;
  return (
    PERFORMANCE_SCORE_WEIGHT * (last.securityScore - first.securityScore) +
    (first.vulnerabilityCount - last.vulnerabilityCount)
  );
}

/** Newest scan's score minus the previous scan's; 0 with fewer than two scans. */
export function deltaSecurityScore(scans: readonly ScanPoint[]): number {
  const previous = scans[scans.length - 2];
  const last = scans[scans.length - 1];
  return previous === undefined || last === undefined ? 0 : last.securityScore - previous.securityScore;
}

/** Newest scan's vulnerability count minus the previous scan's; 0 with fewer than two scans. */
export function deltaVulns(scans: readonly ScanPoint[]): number {
  const previous = scans[scans.length - 2];
  const last = scans[scans.length - 1];
  return previous === undefined || last === undefined ? 0 : last.vulnerabilityCount - previous.vulnerabilityCount;
}

/** Timestamp of the newest scan; null without scans. */
export function lastScanned(scans: readonly ScanPoint[]): number | null {
  return scans[scans.length - 1]?.timestamp ?? null;
}

/**
 * The Vulnerabilities column: the count of the newest scan. A project without a scan in the window
 * falls back to its unaddressed count (identified − addressed, never negative).
 */
export function currentVulns(
  scans: readonly ScanPoint[],
  vulnerabilitiesIdentified: number,
  vulnerabilitiesAddressed: number,
): number {
  const last = scans[scans.length - 1];
  if (last !== undefined) return last.vulnerabilityCount;
  return Math.max(0, vulnerabilitiesIdentified - vulnerabilitiesAddressed);
}

const SLASH = 47;

const endsWithDotGit = (text: string, end: number) =>
  end >= 5 &&
  text.charCodeAt(end - 4) === 46 && // '.'
  text.slice(end - 3, end).toLowerCase() === 'git' &&
  text.charCodeAt(end - 5) !== SLASH &&
  text.charCodeAt(end - 5) !== 58; // ':' — a segment named just '.git' is kept

/**
 * Splits a project URL for display: `https://github.com/acme/payments-api` →
 * `https://github.com/acme/` + `payments-api`. Noise is dropped: surrounding whitespace, the query
 * string, the fragment, trailing slashes and a `.git` suffix (it says nothing about the project). The
 * tail is what follows the last `/`, or the last `:` in the `git@host:repo` form; a string with
 * neither is all tail. `nameFront + nameTail` is always a prefix of the trimmed input. Never throws.
 */
export function splitProjectName(projectUrl: string): ProjectName {
  const url = typeof projectUrl === 'string' ? projectUrl.trim() : '';
  let end = url.length;
  const query = url.indexOf('?');
  if (query !== -1) end = query;
  const fragment = url.indexOf('#');
  if (fragment !== -1 && fragment < end) end = fragment;
  while (end > 0 && url.charCodeAt(end - 1) === SLASH) end -= 1;
  if (endsWithDotGit(url, end)) {
    end -= 4;
    while (end > 0 && url.charCodeAt(end - 1) === SLASH) end -= 1;
  }
  const kept = end === url.length ? url : url.slice(0, end);
  let split = kept.lastIndexOf('/');
  if (split === -1) split = kept.lastIndexOf(':');
  return { nameFront: kept.slice(0, split + 1), nameTail: kept.slice(split + 1) };
}
