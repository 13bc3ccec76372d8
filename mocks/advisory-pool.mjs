// @ts-check
// The advisories an account's vulnerabilities come from: well-known ones first, then generated CVE,
// GHSA, Snyk, CWE and scanner ids with their severities and advice ids; and what follows from an
// advisory's id alone, with no random draw (so every other generated value stays as it was, and one
// advisory says the same in every project): the dependency it is found in.
import {
  CWE_NUMBERS,
  GHSA_ALPHABET,
  KNOWN_ADVISORIES,
  SEVERITY_WEIGHTS,
  SNYK_PACKAGES,
  VULNERABLE_DEPENDENCIES,
} from './vocabulary.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./vocabulary.mjs').Severity} Severity */
/** @typedef {{ id: string, adviceID: string, severity: Severity }} Advisory */

/** @param {Random} random @param {number} size @returns {Advisory[]} */
export function createAdvisoryPool(random, size) {
  const year = () => random.integer(2019, 2026);
  const metId = () => `MET-${year()}-${String(random.integer(1, 9999)).padStart(4, '0')}`;
  /** @type {Map<string, Advisory>} */
  const pool = new Map();
  for (const known of KNOWN_ADVISORIES) {
    pool.set(known.id, { id: known.id, adviceID: adviceIdFor(known.id, metId), severity: known.severity });
  }
  while (pool.size < size) {
    const kind = random.weighted([
      ['CVE', 55],
      ['GHSA', 18],
      ['SNYK', 12],
      ['CWE', 8],
      ['MET', 7],
    ]);
    const id =
      kind === 'CVE'
        ? `CVE-${year()}-${String(random.integer(1000, 49999)).padStart(4, '0')}`
        : kind === 'GHSA'
          ? `GHSA-${ghsaGroup(random)}-${ghsaGroup(random)}-${ghsaGroup(random)}`
          : kind === 'SNYK'
            ? `SNYK-${random.pick(SNYK_PACKAGES)}-${random.integer(1_000_000, 8_999_999)}`
            : kind === 'CWE'
              ? `CWE-${random.pick(CWE_NUMBERS)}`
              : metId();
    if (!pool.has(id))
      pool.set(id, { id, adviceID: adviceIdFor(id, metId), severity: random.weighted(SEVERITY_WEIGHTS) });
  }
  return [...pool.values()];
}

/** GitHub and the scanner's own advisories are their own advice page; the others map to one of ours. */
/** @param {string} id @param {() => string} metId */
function adviceIdFor(id, metId) {
  return id.startsWith('GHSA-') || id.startsWith('MET-') ? id : metId();
}

/** @param {Random} random */
function ghsaGroup(random) {
  let group = '';
  for (let index = 0; index < 4; index += 1) group += GHSA_ALPHABET[random.integer(0, GHSA_ALPHABET.length - 1)];
  return group;
}

/**
 * The dependency an advisory is found in: picked by the advisory id alone (no random draw, so every
 * other generated value stays as it was, and one advisory names the same package in every project).
 * @param {string} id
 */
export function vulnerableDependency(id) {
  let hash = 0;
  for (const character of id) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) >>> 0;
  const entry = /** @type {(typeof VULNERABLE_DEPENDENCIES)[number]} */ (
    VULNERABLE_DEPENDENCIES[hash % VULNERABLE_DEPENDENCIES.length]
  );
  const version = /** @type {string} */ (entry.versions[(hash >>> 8) % entry.versions.length]);
  return { language: entry.language, name: entry.name, version };
}
