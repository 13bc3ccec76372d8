// @ts-check
// Answers that show the world through another resource's shape: the signed-in user with the teams
// the account still has, a project's reports with the project's own URL, branch and open
// vulnerabilities, the list of every project's latest report. Pure functions of the stateless answer
// (the document's example, for its shape) and of what the world holds now.

/**
 * The signed-in user as the world now has them: their account as last updated, and only the teams
 * that still exist, under their current names.
 * @param {any} user the stateless answer @param {any} account the account item, if the world has it
 * @param {Map<string, any>} teams the account's teams by uuid
 */
export function currentUser(user, account, teams) {
  const userTeams = Array.isArray(user.teams) ? user.teams : [];
  return {
    ...user,
    account: account ?? user.account,
    teams: userTeams
      .filter((/** @type {any} */ team) => teams.has(team?.uuid))
      .map((/** @type {any} */ team) => ({ ...team, name: teams.get(team.uuid)?.name ?? team.name })),
  };
}

/**
 * The fields a project's report shares with the project: its uuid, URL and branch, and (in a full
 * report) its open vulnerabilities, each in the shape of the example's first one with its own
 * dependency.
 * @param {any} report the stateless answer @param {any} project the project item
 * @param {readonly any[]} open the project's open vulnerabilities @param {string | undefined} branch asked for
 */
export function reportOfProject(report, project, open, branch) {
  /** @type {Record<string, unknown>} */
  const shared = {
    projectUUID: project.projectUUID,
    projectUrl: project.projectUrl,
    branch: branch ?? project.defaultBranch,
  };
  const [shape] = Array.isArray(report.vulnerabilities) ? report.vulnerabilities : [];
  if (shape) {
    shared.vulnerabilities = open.map((vulnerability) => ({
      ...shape,
      id: vulnerability.id,
      adviceID: vulnerability.adviceID,
      severity: vulnerability.severity,
      aliases: [],
      // Found in the dependency the open vulnerability names: its advisory is read in that ecosystem.
      ...(vulnerability.dependency
        ? {
            language: vulnerability.dependency.language,
            package: vulnerability.dependency.name,
            version: vulnerability.dependency.version,
          }
        : {}),
    }));
  }
  return Object.fromEntries(Object.entries(shared).filter(([key]) => key in report));
}

/**
 * Every scanned project in the shape of the example's first item (a latest report, an asset-registry
 * entry): its uuid, URL and branch, and its last scan and score where the shape has them.
 * @param {readonly any[]} shapes the stateless answer @param {Iterable<any>} projects the project items
 */
export function projectsInShape(shapes, projects) {
  const [shape] = shapes;
  if (!shape) return shapes;
  return [...projects]
    .filter((project) => project.lastScannedAt !== undefined)
    .map((project) => ({
      ...shape,
      projectUUID: project.projectUUID,
      projectUrl: project.projectUrl,
      branch: project.defaultBranch,
      ...('scannedAt' in shape ? { scannedAt: project.lastScannedAt } : {}),
      ...('securityScore' in shape && project.securityScore !== undefined
        ? { securityScore: project.securityScore }
        : {}),
    }));
}

/**
 * One page of the advisories the world's metrics name in an ecosystem, each in the shape of the
 * example's first one (without its EPSS or KEV when the advisory has none).
 * @param {any} page the stateless answer @param {Map<string, import('./world.mjs').WorldAdvisory>} advisories
 * @param {Record<string, string>} query `limit` and `offset` @param {string | undefined} language the ecosystem
 */
export function advisoryPage(page, advisories, query, language) {
  const [shape] = page.advisories;
  if (!shape) return page;
  const limit = Number.isInteger(Number(query.limit)) && Number(query.limit) > 0 ? Number(query.limit) : page.limit;
  const offset = Number.isInteger(Number(query.offset)) && Number(query.offset) >= 0 ? Number(query.offset) : 0;
  const all = [...advisories]
    .filter(([, advisory]) => language === undefined || advisory.dependency.language === language)
    .map(([id, advisory]) => {
      const { epss: _epss, kev: _kev, ...bare } = shape;
      const fields = advisoryFields(id, advisory);
      return Object.fromEntries(Object.entries({ ...bare, ...fields }).filter(([, value]) => value !== undefined));
    });
  return { ...page, total: all.length, limit, offset, advisories: all.slice(offset, offset + limit) };
}

/** A CVSS base score typical of each severity, for advisories the mock makes up around an id. */
const CVSS_BY_SEVERITY = { CRITICAL: 9.8, HIGH: 7.5, MEDIUM: 5.3, LOW: 3.1, NONE: 0 };

/**
 * The fields of an advisory read that the world knows: its id, what it is about, its ecosystem and
 * package, its EPSS and KEV listing (undefined: it has none), and references that follow from the
 * vulnerability's id.
 * @param {string} adviceID @param {import('./world.mjs').WorldAdvisory} advisory
 */
export function advisoryFields(adviceID, advisory) {
  const { id, severity, dependency, epss, kev } = advisory;
  const references = [
    ...(id.startsWith('CVE-') ? [`https://nvd.nist.gov/vuln/detail/${id}`] : []),
    ...(id.startsWith('GHSA-') ? [`https://github.com/advisories/${id}`] : []),
  ];
  return {
    id: adviceID,
    severity,
    title: `${id} in ${dependency.name}`,
    description: `${dependency.name} up to ${dependency.version} is affected by ${id}. Upgrade to a patched version.`,
    cvssScore: CVSS_BY_SEVERITY[/** @type {keyof typeof CVSS_BY_SEVERITY} */ (severity)] ?? 5,
    cves: id.startsWith('CVE-') ? [id] : [],
    ghsas: id.startsWith('GHSA-') ? [id] : [],
    cwes: id.startsWith('CWE-') ? [id] : [],
    language: dependency.language,
    package: dependency.name,
    vulnerableVersions: `<=${dependency.version}`,
    patchedVersions: `>${dependency.version}`,
    epss,
    kev,
    references,
  };
}
