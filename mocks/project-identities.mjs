// @ts-check
// Who a generated project is: its repository URL on GitHub, GitLab or Bitbucket in one of the
// organisations, and its branch (every repository has `main`; some also `develop` or release
// branches), and the order the answer lists projects in.
import { ORGANISATIONS, repositoryNames } from './vocabulary.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('../generated/api').components['schemas']['ProjectMetrics']} ProjectMetrics */

/** @typedef {{ projectUrl: string, projectBranch: string, emailDomain: string }} ProjectIdentity */

/**
 * Every repository has `main`; some also `develop` or release branches, so that some URLs appear
 * under several branches (the dashboard then shows `url:branch`).
 * @param {Random} random @param {number} count @returns {ProjectIdentity[]}
 */
export function createProjectIdentities(random, count) {
  /** @type {ProjectIdentity[]} */
  const identities = [];
  const repositories = repositorySequence(random);
  while (identities.length < count) {
    const { projectUrl, emailDomain } = /** @type {{ projectUrl: string, emailDomain: string }} */ (
      repositories.next().value
    );
    const branches = ['main'];
    if (random.chance(0.25)) branches.push('develop');
    if (random.chance(0.15)) {
      const major = random.integer(1, 4);
      const minor = random.integer(0, 11);
      branches.push(`release/${major}.${minor}`);
      if (random.chance(0.3)) branches.push(`release/${major}.${minor + 1}`);
    }
    for (const projectBranch of branches.slice(0, count - identities.length)) {
      identities.push({ projectUrl, projectBranch, emailDomain });
    }
  }
  return identities;
}

/**
 * Repository URLs without repeats, as many as asked: each name once (curated names first) in some
 * organisation, then each name again in another organisation, and so on; once every organisation has
 * every name, the names again with a number (`payments-api-2`), round after round.
 * @param {Random} random
 */
function* repositorySequence(random) {
  const names = repositoryNames();
  const curatedCount = 40;
  const ordered = [...random.shuffle(names.slice(0, curatedCount)), ...random.shuffle(names.slice(curatedCount))];
  const organisationOrder = ordered.map(() => random.shuffle(ORGANISATIONS));
  for (let round = 0; ; round += 1) {
    const organisationRound = round % ORGANISATIONS.length;
    const suffix = round < ORGANISATIONS.length ? '' : `-${Math.floor(round / ORGANISATIONS.length) + 1}`;
    for (const [index, name] of ordered.entries()) {
      const organisation = /** @type {import('./vocabulary.mjs').Organisation} */ (
        organisationOrder[index]?.[organisationRound]
      );
      yield { projectUrl: `${organisation.baseUrl}/${name}${suffix}`, emailDomain: organisation.emailDomain };
    }
  }
}

const BRANCH_RANK = (/** @type {string} */ branch) => (branch === 'main' ? 0 : branch === 'develop' ? 1 : 2);

/** By URL, then main, develop and release branches, so that a repository's branches sit together. */
/** @param {{ metrics: ProjectMetrics }} left @param {{ metrics: ProjectMetrics }} right */
export function compareProjects(left, right) {
  const a = left.metrics;
  const b = right.metrics;
  if (a.projectUrl !== b.projectUrl) return a.projectUrl < b.projectUrl ? -1 : 1;
  const rank = BRANCH_RANK(a.projectBranch) - BRANCH_RANK(b.projectBranch);
  if (rank !== 0) return rank;
  return a.projectBranch < b.projectBranch ? -1 : a.projectBranch > b.projectBranch ? 1 : 0;
}
