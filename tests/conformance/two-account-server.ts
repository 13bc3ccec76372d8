// Two accounts on one server, each with its own tags and teams, for the tenant-isolation checks. The
// safe server never shows or changes one account's object to the other (404 instead). The leaky one
// has four deliberate faults: teamMembers_list serves any team's members, tags_update changes any
// account's tag, teams_update renames any account's team, and teams_list answers a token that was
// never issued.
import { exampleAnswer, operationNamed, type ServedRequest, startDocumentServer } from './document-server';

export const OWNER_TOKEN = 'owner-secret-3b1f9a';
export const INTRUDER_TOKEN = 'intruder-secret-8c2e4d';
export const TWO_ACCOUNT_OPERATIONS = [
  'tags_list',
  'tags_update',
  'tags_delete',
  'teams_list',
  'teamMembers_list',
  'teams_update',
] as const;
export const LEAKS = {
  teamMembers_list: 'tenant_isolation',
  tags_update: 'tenant_isolation',
  teams_update: 'tenant_isolation',
  teams_list: 'ignored_auth',
} as const;

const accounts = {
  [OWNER_TOKEN]: { tags: ['a1a1a1a1-0000-4000-8000-000000000001'], teams: ['a1a1a1a1-0000-4000-8000-0000000000f1'] },
  [INTRUDER_TOKEN]: { tags: ['b2b2b2b2-0000-4000-8000-000000000002'], teams: ['b2b2b2b2-0000-4000-8000-0000000000f2'] },
};
type Account = (typeof accounts)[keyof typeof accounts];

const notFound = { status: 404, body: { message: 'Not found' } };
const exists = (kind: 'tags' | 'teams', id: string | undefined) =>
  Object.values(accounts).some((account) => account[kind].includes(id ?? ''));

function answerFor(leaky: boolean) {
  return ({ operation, token, authenticated, valid, path }: ServedRequest) => {
    const account: Account | undefined = token ? accounts[token as keyof typeof accounts] : undefined;
    if (leaky && operation.operationId === 'teams_list' && token && !authenticated) {
      return { status: 200, body: [] };
    }
    if (!authenticated || !account || !valid) return undefined;
    switch (operation.operationId) {
      case 'tags_list': {
        const [item] = exampleAnswer(operation).body as Record<string, unknown>[];
        return { status: 200, body: account.tags.map((id) => ({ ...item, id })) };
      }
      case 'teams_list': {
        const [item] = exampleAnswer(operation).body as Record<string, unknown>[];
        return { status: 200, body: account.teams.map((uuid) => ({ ...item, uuid })) };
      }
      case 'teamMembers_list':
        if (account.teams.includes(path.uuid ?? '') || (leaky && exists('teams', path.uuid))) return undefined;
        return notFound;
      case 'teams_update':
        if (account.teams.includes(path.id ?? '') || (leaky && exists('teams', path.id))) {
          return exampleAnswer(operation, { uuid: path.id });
        }
        return notFound;
      case 'tags_update':
        if (account.tags.includes(path.id ?? '') || (leaky && exists('tags', path.id))) {
          return exampleAnswer(operation, { id: path.id });
        }
        return notFound;
      case 'tags_delete':
        return account.tags.includes(path.id ?? '') ? exampleAnswer(operation) : notFound;
      default:
        return undefined;
    }
  };
}

export function startTwoAccountServer({ leaky }: { leaky: boolean }) {
  operationNamed('tags_list');
  return startDocumentServer({
    operations: TWO_ACCOUNT_OPERATIONS,
    tokens: [OWNER_TOKEN, INTRUDER_TOKEN],
    answer: answerFor(leaky),
  });
}
