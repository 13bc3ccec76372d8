// A server that follows the document (it validates every parameter and body against its schema
// and answers 400 to what breaks it, 401 without credentials, the documented examples otherwise),
// except for faults that the example request of an operation cannot reach: each needs a value the
// generated cases must find. It also keeps the resources it creates, with one fault in how it
// serves them, for the resource-availability checks.
import { randomUUID } from 'node:crypto';
import type { CheckName } from '../../src/conformance/checks.mjs';
import { type Answer, errorExample, exampleAnswer, startDocumentServer } from './document-server';

/** The fault of each operation, and the check that must report it. */
export const EDGE_FAULTS = {
  licenses_getLibraryCopyright: {
    fault: '500 only when the query parameter "text" is longer than 255 characters',
    check: 'not_a_server_error',
  },
  advisories_list: { fault: '500 (not a 400) only for limit=0, below its minimum', check: 'negative_data_rejection' },
  exclusions_list: { fault: '500 only for domain=licensing, one value of its enum', check: 'not_a_server_error' },
  dependencies_get: { fault: '500 only for a "from" date before 1970', check: 'not_a_server_error' },
  teams_create: {
    fault: '500 only when the optional body field "description" is absent',
    check: 'not_a_server_error',
  },
  licensePolicies_create: {
    fault: 'a created policy cannot be read back (404)',
    check: 'stateful_consistency',
  },
  members_create: { fault: 'a deleted member can still be read', check: 'stateful_consistency' },
} as const satisfies Record<string, { fault: string; check: CheckName }>;

/** Served without any fault: a created account is readable, and gone once deleted. */
export const FAULTLESS_LIFECYCLE = ['accounts_create', 'accounts_get', 'accounts_delete'] as const;
/** The reads and deletes the lifecycle faults need. */
const LIFECYCLE_ITEMS = ['licensePolicies_get', 'members_get', 'members_delete'] as const;
/** Answers 404 for every id: a server that lost the resource the caller names with --param. */
export const LOSES_EVERY_PROJECT = 'projects_get';

const SERVED = [...Object.keys(EDGE_FAULTS), ...FAULTLESS_LIFECYCLE, ...LIFECYCLE_ITEMS, LOSES_EVERY_PROJECT];

const notFound = (): Answer => ({ status: 404, body: errorExample('NotFound') });
const serverError = (why: string): Answer => ({
  status: 500,
  body: { ...(errorExample('InternalServerError') as object), message: why },
});

/** The document server, with the faults above: an answer of undefined is the document's own. */
export async function startEdgeCaseServer() {
  /** The resources created and not yet deleted, by kind: the fields each was created with, by id. */
  const stored = { accounts: new Set<string>(), members: new Map<string, Record<string, unknown>>() };
  return startDocumentServer({
    operations: SERVED,
    answer: ({ operation, url, path, body, authenticated, valid }) => {
      if (operation.secured && !authenticated) return undefined; // the document's 401
      const query = url.searchParams;
      // A crash on invalid input: the server should have answered 400 before getting here.
      if (operation.operationId === 'advisories_list' && query.get('limit') === '0') {
        return serverError('division by zero');
      }
      if (!valid) return undefined; // the document's 400
      switch (operation.operationId) {
        case 'licenses_getLibraryCopyright':
          return (query.get('text') ?? '').length > 255 ? serverError('value too long for column') : undefined;
        case 'exclusions_list':
          return query.get('domain') === 'licensing' ? serverError('unknown domain') : undefined;
        case 'dependencies_get':
          return (query.get('from') ?? '9999') < '1970-01-01' ? serverError('negative timestamp') : undefined;
        case 'teams_create':
          return 'description' in JSON.parse(body) ? undefined : serverError('description is null');
        case 'accounts_create': {
          const uuid = randomUUID();
          stored.accounts.add(uuid);
          return exampleAnswer(operation, { uuid });
        }
        case 'accounts_get':
          return stored.accounts.has(path.uuid ?? '') ? exampleAnswer(operation, { uuid: path.uuid }) : notFound();
        case 'accounts_delete':
          return stored.accounts.delete(path.uuid ?? '') ? undefined : notFound();
        case 'members_create': {
          const member = { ...JSON.parse(body), uuid: randomUUID() };
          stored.members.set(member.uuid, member);
          return exampleAnswer(operation, member);
        }
        case 'members_get': {
          const member = stored.members.get(path.member ?? '');
          return member ? exampleAnswer(operation, member) : notFound();
        }
        case 'members_delete':
          // The fault: answers that it deleted the member, and keeps it.
          return stored.members.has(path.member ?? '') ? undefined : notFound();
        case 'licensePolicies_create':
          // The fault: answers with a new id, but stores nothing.
          return exampleAnswer(operation, { id: randomUUID() });
        case 'licensePolicies_get':
        case 'projects_get':
          return notFound();
        default:
          return undefined;
      }
    },
  });
}
