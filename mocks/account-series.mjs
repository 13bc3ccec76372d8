// @ts-check
// The account-wide series of a metrics answer, computed from its projects: the usage series (projects
// and scans so far, per day with a scan) and the exclusion series (exclusions added on some days,
// with the running total).
import { DAY_MS, isoTimestamp } from './reference-time.mjs';
import { EXCLUDED_LICENSES, EXCLUSION_REASONS, PEOPLE, UNSTABLE_PACKAGES } from './vocabulary.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('../generated/api').components['schemas']['SecurityMetrics']} SecurityMetrics */
/** @typedef {import('../generated/api').components['schemas']['ProjectMetrics']} ProjectMetrics */
/** @typedef {import('../generated/api').components['schemas']['Exclusion']} Exclusion */
/** @typedef {import('../generated/api').components['schemas']['ExclusionDomain']} ExclusionDomain */

/** @param {number} timestamp epoch ms @returns {string} its UTC day, YYYY-MM-DD */
const dayOf = (timestamp) => new Date(timestamp).toISOString().slice(0, 10);

/**
 * One entry per day with a scan: the projects scanned so far and the scans so far (running totals),
 * as the authored example has them.
 * @param {ProjectMetrics[]} projects @returns {SecurityMetrics['projectsUsage']}
 */
export function usageSeries(projects) {
  /** @type {Map<number, { scans: number, newProjects: number }>} */
  const perDay = new Map();
  for (const project of projects) addUsage(perDay, project);
  return usageOfDays(perDay);
}

/**
 * Counts a project's scans by day, and the day of its first scan as the day it is new.
 * Keyed by day number (days since 1970) rather than by date text: formatting 120,000 dates is slow.
 * @param {Map<number, { scans: number, newProjects: number }>} perDay @param {ProjectMetrics} project
 */
export function addUsage(perDay, project) {
  for (const [index, scan] of project.scans.entries()) {
    const day = Math.floor(scan.timestamp / DAY_MS);
    const entry = perDay.get(day) ?? { scans: 0, newProjects: 0 };
    entry.scans += 1;
    if (index === 0) entry.newProjects += 1;
    perDay.set(day, entry);
  }
}

/** @param {Map<number, { scans: number, newProjects: number }>} perDay @returns {SecurityMetrics['projectsUsage']} */
export function usageOfDays(perDay) {
  /** @type {SecurityMetrics['projectsUsage']} */
  const usage = { sortedDates: [], dates: {} };
  let totalProjects = 0;
  let totalScans = 0;
  for (const day of [...perDay.keys()].sort((left, right) => left - right)) {
    const entry = /** @type {{ scans: number, newProjects: number }} */ (perDay.get(day));
    totalProjects += entry.newProjects;
    totalScans += entry.scans;
    const date = dayOf(day * DAY_MS);
    usage.sortedDates.push(date);
    usage.dates[date] = { timestamp: day * DAY_MS, totalProjects, totalScans };
  }
  return usage;
}

/**
 * Exclusions added on some days, with the running total. Security exclusions name advisories that
 * the account's projects really have.
 * @param {Random} random @param {number} count @param {number[]} days @param {string[]} advisoryIds
 * @returns {SecurityMetrics['exclusionUsage']}
 */
export function exclusionSeries(random, count, days, advisoryIds) {
  /** @type {Exclusion[]} */
  const exclusions = [];
  for (let index = 0; index < count && days.length > 0; index += 1) {
    /** @type {ExclusionDomain} */
    const domain = random.weighted([
      ['security', 60],
      ['licensing', 25],
      ['stability', 15],
    ]);
    const createdAt = random.pick(days) + random.integer(8 * 60, 18 * 60 + 59) * 60_000;
    exclusions.push({
      id: random.uuid(),
      domain,
      kind: domain === 'security' ? 'advisory' : domain === 'licensing' ? 'license' : 'dependency',
      name:
        domain === 'security'
          ? random.pick(advisoryIds)
          : domain === 'licensing'
            ? random.pick(EXCLUDED_LICENSES)
            : random.pick(UNSTABLE_PACKAGES),
      reason: random.pick(EXCLUSION_REASONS[domain]),
      createdAt: isoTimestamp(createdAt),
      createdBy: `${random.pick(PEOPLE)}@acme-payments.com`,
    });
  }
  exclusions.sort((left, right) => (left.createdAt ?? '').localeCompare(right.createdAt ?? ''));

  /** @type {SecurityMetrics['exclusionUsage']['dates']} */
  const dates = {};
  let totalExclusions = 0;
  for (const exclusion of exclusions) {
    const day = (exclusion.createdAt ?? '').slice(0, 10);
    totalExclusions += 1;
    const entry = dates[day] ?? { exclusions: [], totalExclusions: 0 };
    entry.exclusions.push(exclusion);
    entry.totalExclusions = totalExclusions;
    dates[day] = entry;
  }
  return { sortedDates: Object.keys(dates).sort(), dates };
}
