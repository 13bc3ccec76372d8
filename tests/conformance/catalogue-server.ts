// Two accounts on a server that also serves a public catalogue. Each account has a project of its own
// and both see one shared project. A project's full report names packages and advisories, and every
// account may read any package (`dependencies_get`) or advisory (`advisories_get`): reading them as the
// second account is no leak. The safe server refuses the second account another account's own
// project; the leaky one (`leaky: true`) serves any project to anyone, the one leak to report.
import { exampleAnswer, type ServedRequest, startDocumentServer } from './document-server';

export const CATALOGUE_OWNER = 'catalogue-owner-7f1c';
export const CATALOGUE_INTRUDER = 'catalogue-intruder-2d9e';
export const CATALOGUE_OPERATIONS = [
  'users_get',
  'projects_list',
  'projects_get',
  'projects_getFullReport',
  'dependencies_get',
  'advisories_get',
] as const;

export const SHARED_PROJECT = 'c0c0c0c0-5555-4555-8555-000000000005';
export const OWNER_PROJECT = 'a1a1a1a1-5555-4555-8555-000000000001';
const INTRUDER_PROJECT = 'b2b2b2b2-5555-4555-8555-000000000002';
/** Only the first account's report names it; the catalogue serves it to anyone. */
const OWNER_ONLY_PACKAGE = { language: 'npm', name: 'left-pad', version: '1.3.0' };
export const OWNER_ONLY_ADVISORY = 'MET-2024-0001';

const accounts = {
  [CATALOGUE_OWNER]: { uuid: 'a1a1a1a1-6666-4666-8666-000000000001', projects: [OWNER_PROJECT, SHARED_PROJECT] },
  [CATALOGUE_INTRUDER]: {
    uuid: 'b2b2b2b2-6666-4666-8666-000000000002',
    projects: [INTRUDER_PROJECT, SHARED_PROJECT],
  },
};

const KNOWN_PACKAGES = [OWNER_ONLY_PACKAGE.name, 'express', '@babel/traverse'];
const KNOWN_ADVISORIES = [OWNER_ONLY_ADVISORY, 'MET-2024-0288', 'MET-2024-0412'];
const notFound = { status: 404, body: { message: 'Not found' } };
const projectExists = (id: string | undefined) =>
  Object.values(accounts).some((account) => account.projects.includes(id ?? ''));

/** The full report of a project: the first account's own project names the package and advisory only it has. */
function fullReport(request: ServedRequest, id: string) {
  const example = exampleAnswer(request.operation).body as {
    dependencies: Record<string, unknown>[];
    vulnerabilities: Record<string, unknown>[];
  };
  const [dependency, ...dependencies] = example.dependencies;
  const [vulnerability, ...vulnerabilities] = example.vulnerabilities;
  const ownerOnly = id === OWNER_PROJECT;
  return exampleAnswer(request.operation, {
    projectUUID: id,
    dependencies: [{ ...dependency, ...(ownerOnly ? OWNER_ONLY_PACKAGE : {}) }, ...dependencies],
    vulnerabilities: [
      { ...vulnerability, ...(ownerOnly ? { adviceID: OWNER_ONLY_ADVISORY } : {}) },
      ...vulnerabilities,
    ],
  });
}

function answerFor(leaky: boolean) {
  return (request: ServedRequest) => {
    const { operation, token, authenticated, valid, path } = request;
    const account = token ? accounts[token as keyof typeof accounts] : undefined;
    if (!authenticated || !account || !valid) return undefined;
    const own = (id: string | undefined) => account.projects.includes(id ?? '') || (leaky && projectExists(id));
    switch (operation.operationId) {
      case 'users_get': {
        const example = exampleAnswer(operation).body as { account: Record<string, unknown> };
        return exampleAnswer(operation, { account: { ...example.account, uuid: account.uuid } });
      }
      case 'projects_list': {
        if (path.uuid !== account.uuid) return notFound;
        const [item] = exampleAnswer(operation).body as Record<string, unknown>[];
        return { status: 200, body: account.projects.map((projectUUID) => ({ ...item, projectUUID })) };
      }
      case 'projects_get':
        return own(path.id) ? exampleAnswer(operation, { projectUUID: path.id }) : notFound;
      case 'projects_getFullReport':
        return account.projects.includes(path.id ?? '') ? fullReport(request, path.id as string) : notFound;
      case 'dependencies_get':
        // The catalogue: any package it knows, for any account.
        return KNOWN_PACKAGES.includes(path.name ?? '') ? undefined : notFound;
      case 'advisories_get':
        return KNOWN_ADVISORIES.includes(path.id ?? '') ? undefined : notFound;
      default:
        return undefined;
    }
  };
}

export function startCatalogueServer({ leaky }: { leaky: boolean }) {
  return startDocumentServer({
    operations: CATALOGUE_OPERATIONS,
    tokens: [CATALOGUE_OWNER, CATALOGUE_INTRUDER],
    answer: answerFor(leaky),
  });
}
