// @ts-check
// The advisories an account's vulnerabilities come from: well-known ones first, then generated CVE,
// GHSA, Snyk, CWE and scanner ids with their severities and advice ids; and what follows from an
// advisory's id alone, with no random draw (so every other generated value stays as it was, and one
// advisory says the same in every project): the dependency it is found in, its EPSS and its listing
// in the KEV catalogue.

import { DAY_MS, REFERENCE_DAY_MS } from './reference-time.mjs';
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

// ---------------------------------------------------------------------------------------------
// Exploitation: EPSS and KEV, from the advisory alone

/**
 * Listings of the known advisories in CISA's Known Exploited Vulnerabilities catalogue, with the
 * catalogue's own dates.
 * @type {Readonly<Record<string, { dateAdded: string, dueDate: string }>>}
 */
const KNOWN_KEV_LISTINGS = {
  'CVE-2021-44228': { dateAdded: '2021-12-10', dueDate: '2021-12-24' },
  'CVE-2022-22965': { dateAdded: '2022-04-04', dueDate: '2022-04-25' },
  'CVE-2023-44487': { dateAdded: '2023-10-10', dueDate: '2023-10-31' },
};

const KNOWN_IDS = new Set(KNOWN_ADVISORIES.map((advisory) => advisory.id));

/** Share of the critical and high CVEs the catalogue lists, in percent: a few percent of all findings. */
const KEV_PERCENT = 25;
/** Days between a listing and its due date, as the catalogue sets it for new entries. */
const KEV_DUE_AFTER_DAYS = 21;
/** The oldest generated listing, in days before the reference day (the catalogue began in late 2021). */
const KEV_OLDEST_DAYS = 1_100;
/** The lowest and highest EPSS scores generated: most scores are near the lowest, a few near the highest. */
const EPSS_RANGE = { low: 0.0004, high: 0.975 };

/**
 * A number from 0 (included) to 1 (excluded) that follows from `text` alone (FNV-1a, then a mix), one
 * stream of such numbers per `salt`.
 * @param {string} text @param {number} salt
 */
function uniformOf(text, salt) {
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d) >>> 0;
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}

/** @param {number} time epoch ms @returns {string} its UTC day, YYYY-MM-DD */
const calendarDay = (time) => new Date(time).toISOString().slice(0, 10);

/**
 * Whether and since when the KEV catalogue lists an advisory: the known listings as they are; else a
 * share of the generated critical and high CVEs (the catalogue lists CVEs), added on a day before the
 * reference day (more of them recent than long ago) and due 21 days later.
 * @param {{ id: string, severity: Severity }} advisory
 * @returns {{ dateAdded: string, dueDate: string } | undefined}
 */
function kevListingOf({ id, severity }) {
  const known = KNOWN_KEV_LISTINGS[id];
  if (known) return known;
  // A well-known advisory the catalogue does not list is not made up as listed.
  if (KNOWN_IDS.has(id) || !id.startsWith('CVE-') || (severity !== 'CRITICAL' && severity !== 'HIGH')) return undefined;
  if (uniformOf(id, 0x6b65) * 100 >= KEV_PERCENT) return undefined;
  const daysBefore = Math.floor(uniformOf(id, 0x6174) ** 2.2 * KEV_OLDEST_DAYS);
  const added = REFERENCE_DAY_MS - daysBefore * DAY_MS;
  return { dateAdded: calendarDay(added), dueDate: calendarDay(added + KEV_DUE_AFTER_DAYS * DAY_MS) };
}

/**
 * FIRST's EPSS of a CVE (other ids have none): skewed as the real scores are, most of them tiny and a
 * long tail up to nearly 1; the percentile is the score's rank. A listed vulnerability scores high.
 * @param {string} id @param {boolean} listed
 * @returns {{ score: number, percentile: number } | undefined}
 */
function epssOf(id, listed) {
  if (!id.startsWith('CVE-')) return undefined;
  const drawn = uniformOf(id, 0x6570);
  const rank = listed ? 0.85 + 0.15 * drawn : drawn;
  const score = EPSS_RANGE.low * (EPSS_RANGE.high / EPSS_RANGE.low) ** (rank ** 4);
  return { score: Number(score.toFixed(5)), percentile: Number(rank.toFixed(5)) };
}

/**
 * What an open vulnerability says of its exploitation, from its advisory alone (no random draw, the
 * same in every project): its EPSS and its KEV listing, each absent when there is none.
 * @param {{ id: string, severity: Severity }} advisory
 */
export function exploitationOf(advisory) {
  const kev = kevListingOf(advisory);
  const epss = epssOf(advisory.id, kev !== undefined);
  return { ...(epss ? { epss } : {}), ...(kev ? { kev } : {}) };
}
