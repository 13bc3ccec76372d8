// A server that keeps state as a real one does: every list, read, update and delete of accounts, an
// account's members and license policies, and tags answers what was created and 404 for an id it
// never gave out, so an example id from the document reaches nothing. It starts with one account
// holding one member, one policy and one tag. Faults are switched on one at a time: some only a real
// id reaches (a read of an existing object that breaks its schema or crashes, also when its uuid is
// written in upper case), some only a sequence
// of writes shows (a read that answers another object, an update that changes nothing, a delete that
// keeps the object, a create whose Location points nowhere or to another object than its body).
import { randomUUID } from 'node:crypto';
import type { CheckName } from '../../src/conformance/checks.mjs';
import { type Answer, errorExample, exampleAnswer, operationNamed, startDocumentServer } from './document-server';

interface Collection {
  idField: 'uuid' | 'id';
  /** the path parameter that names an item */
  idParam: string;
  /** the path parameter of the account it lives in, if any */
  scope?: string;
  list: string;
  create: string;
  read?: string;
  update: string;
  remove: string;
}

const COLLECTIONS: Collection[] = [
  {
    idField: 'uuid',
    idParam: 'uuid',
    list: 'accounts_list',
    create: 'accounts_create',
    read: 'accounts_get',
    update: 'accounts_update',
    remove: 'accounts_delete',
  },
  {
    idField: 'uuid',
    idParam: 'member',
    scope: 'uuid',
    list: 'members_list',
    create: 'members_create',
    read: 'members_get',
    update: 'members_update',
    remove: 'members_delete',
  },
  {
    idField: 'id',
    idParam: 'id',
    scope: 'uuid',
    list: 'licensePolicies_list',
    create: 'licensePolicies_create',
    read: 'licensePolicies_get',
    update: 'licensePolicies_update',
    remove: 'licensePolicies_delete',
  },
  {
    idField: 'id',
    idParam: 'id',
    list: 'tags_list',
    create: 'tags_create',
    update: 'tags_update',
    remove: 'tags_delete',
  },
];

export const STATEFUL_OPERATIONS = COLLECTIONS.flatMap((collection) =>
  [collection.list, collection.create, collection.read, collection.update, collection.remove].filter(
    (operationId): operationId is string => operationId !== undefined,
  ),
);
export const STATEFUL_READS = STATEFUL_OPERATIONS.filter((operationId) => operationNamed(operationId).method === 'get');

/** Each fault, and the check that must report it. */
export const STATEFUL_FAULTS = {
  /** only a real member id reaches it: the read of an existing member lacks the required `email` */
  memberWithoutEmail: { operationId: 'members_get', check: 'response_schema_conformance' },
  /** only a real policy id reaches it: a 500 for every existing policy */
  policyReadCrashes: { operationId: 'licensePolicies_get', check: 'not_a_server_error' },
  /** only a real account id reaches it: a 500 for an existing account's uuid written in upper case */
  upperCaseAccountCrashes: { operationId: 'accounts_get', check: 'not_a_server_error' },
  /** accounts_get answers the first account, whatever account is asked for */
  readAnswersAnotherObject: { operationId: 'accounts_create', check: 'stateful_consistency' },
  /** accounts_update answers 200 with the change, and stores nothing */
  updateChangesNothing: { operationId: 'accounts_create', check: 'stateful_consistency' },
  /** licensePolicies_delete answers 200, and the policy stays readable */
  deleteKeepsObject: { operationId: 'licensePolicies_create', check: 'stateful_consistency' },
  /** accounts_create answers a Location to an account that does not exist */
  locationPointsNowhere: { operationId: 'accounts_create', check: 'stateful_consistency' },
  /** accounts_create answers a Location to the first account, not to the one its body names */
  locationNamesAnotherObject: { operationId: 'accounts_create', check: 'stateful_consistency' },
} as const satisfies Record<string, { operationId: string; check: CheckName }>;
export type StatefulFault = keyof typeof STATEFUL_FAULTS;

/**
 * Behaviours of a real server that are no fault of the sequences': the run must raise no false alarm.
 * `listNotJson`: accounts_list answers a list cut short, which is not JSON (response_schema_conformance's
 * finding). `appliesFilters`: accounts_list keeps only the accounts whose field equals the value of
 * `q` (`<field>=<value>`), so an example filter hides a new account.
 */
export type StatefulQuirk = 'listNotJson' | 'appliesFilters';

export const FIRST_ACCOUNT = 'a0a0a0a0-1111-4111-8111-000000000001';
export const FIRST_MEMBER = 'a0a0a0a0-2222-4222-8222-000000000002';
export const FIRST_POLICY = 'a0a0a0a0-3333-4333-8333-000000000003';
export const FIRST_TAG = 'a0a0a0a0-4444-4444-8444-000000000004';

type Item = Record<string, unknown>;

/** The example item of an operation's answer, the first of a list. */
function templateOf(operationId: string): Item {
  const body = exampleAnswer(operationNamed(operationId)).body;
  return structuredClone((Array.isArray(body) ? body[0] : body) as Item);
}

/** The item's fields that the template of an answer has, with their types: the answer stays valid. */
function shaped(template: Item, item: Item): Item {
  const fields = Object.entries(item).filter(
    ([field, value]) => field in template && typeof value === typeof template[field],
  );
  return { ...template, ...Object.fromEntries(fields) };
}

/** The accounts a `q` filter (`<field>=<value>`) keeps: those whose field holds exactly the value. */
function filtered(items: [string, Item][], q: string | null): [string, Item][] {
  if (q === null) return items;
  const [field, value] = q.split('=', 2);
  return items.filter(([, item]) => String(item[field ?? '']) === value);
}

export async function startStatefulServer({ fault, quirk }: { fault?: StatefulFault; quirk?: StatefulQuirk } = {}) {
  /** Items by collection (its list's operationId), keyed `<scope>/<id>`. */
  const stored = new Map<string, Map<string, Item>>(COLLECTIONS.map((collection) => [collection.list, new Map()]));
  const put = (collection: Collection, scope: string, item: Item) =>
    stored.get(collection.list)?.set(`${scope}/${item[collection.idField]}`, item);
  put(COLLECTIONS[0] as Collection, '', { ...templateOf('accounts_get'), uuid: FIRST_ACCOUNT });
  put(COLLECTIONS[1] as Collection, FIRST_ACCOUNT, { ...templateOf('members_get'), uuid: FIRST_MEMBER });
  put(COLLECTIONS[2] as Collection, FIRST_ACCOUNT, { ...templateOf('licensePolicies_get'), id: FIRST_POLICY });
  put(COLLECTIONS[3] as Collection, '', { ...templateOf('tags_list'), id: FIRST_TAG });

  const notFound = (): Answer => ({ status: 404, body: errorExample('NotFound') });
  return startDocumentServer({
    operations: STATEFUL_OPERATIONS,
    answer: ({ operation, path, body, authenticated, valid, url }) => {
      if ((operation.secured && !authenticated) || !valid) return undefined; // the document's 401 or 400
      const collection = COLLECTIONS.find((candidate) =>
        [candidate.list, candidate.create, candidate.read, candidate.update, candidate.remove].includes(
          operation.operationId,
        ),
      ) as Collection;
      const items = stored.get(collection.list) as Map<string, Item>;
      const scope = collection.scope ? (path[collection.scope] ?? '') : '';
      if (collection.scope && !stored.get('accounts_list')?.has(`/${scope}`)) return notFound();
      const key = `${scope}/${path[collection.idParam]}`;
      const sent = body ? (JSON.parse(body) as Item) : {};
      switch (operation.operationId) {
        case collection.list: {
          const template = templateOf(collection.list);
          const isAccounts = operation.operationId === 'accounts_list';
          if (quirk === 'listNotJson' && isAccounts) return { status: 200, body: `[{"uuid":"${FIRST_ACCOUNT}",` };
          let inScope = [...items].filter(([itemKey]) => itemKey.startsWith(`${scope}/`));
          if (quirk === 'appliesFilters' && isAccounts) inScope = filtered(inScope, url.searchParams.get('q'));
          return { status: 200, body: inScope.map(([, item]) => shaped(template, item)) };
        }
        case collection.create: {
          const item = { ...templateOf(collection.create), ...sent, [collection.idField]: randomUUID() };
          put(collection, scope, item);
          const answer = exampleAnswer(operation);
          if (fault === 'locationPointsNowhere' && operation.operationId === 'accounts_create') {
            return { ...answer, body: shaped(answer.body as Item, item), location: `/api/v1/accounts/${randomUUID()}` };
          }
          if (fault === 'locationNamesAnotherObject' && operation.operationId === 'accounts_create') {
            return {
              ...answer,
              body: shaped(answer.body as Item, item),
              location: `/api/v1/accounts/${FIRST_ACCOUNT}`,
            };
          }
          return { ...answer, body: shaped(answer.body as Item, item) };
        }
        case collection.read: {
          const named = path[collection.idParam] ?? '';
          const upperCase = named !== named.toLowerCase() && items.has(key.toLowerCase());
          if (fault === 'upperCaseAccountCrashes' && operation.operationId === 'accounts_get' && upperCase) {
            return { status: 500, body: errorExample('InternalServerError') };
          }
          const item = items.get(key);
          if (!item) return notFound();
          if (fault === 'memberWithoutEmail' && operation.operationId === 'members_get') {
            const { email: _left, ...rest } = shaped(templateOf(operation.operationId), item);
            return { status: 200, body: rest };
          }
          if (fault === 'policyReadCrashes' && operation.operationId === 'licensePolicies_get') {
            return { status: 500, body: errorExample('InternalServerError') };
          }
          const another = fault === 'readAnswersAnotherObject' && operation.operationId === 'accounts_get';
          const shown = another ? (items.get(`/${FIRST_ACCOUNT}`) as Item) : item;
          return { status: 200, body: shaped(templateOf(operation.operationId), shown) };
        }
        case collection.update: {
          const item = items.get(key);
          if (!item) return notFound();
          const changed = { ...item, ...sent, [collection.idField]: item[collection.idField] };
          if (fault !== 'updateChangesNothing' || operation.operationId !== 'accounts_update') items.set(key, changed);
          return { status: 200, body: shaped(templateOf(operation.operationId), changed) };
        }
        case collection.remove: {
          if (!items.has(key)) return notFound();
          if (fault !== 'deleteKeepsObject' || operation.operationId !== 'licensePolicies_delete') items.delete(key);
          return undefined; // the document's answer
        }
        default:
          return undefined;
      }
    },
  });
}
