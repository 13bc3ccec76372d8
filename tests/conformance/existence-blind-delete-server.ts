// Two accounts, each with a team. A member added to a team is listed there until it is removed. The
// blind server's `DELETE /teams/{uuid}/members/{member}` checks neither the team's owner nor whether
// the member exists and always answers 200: the second account removes the first account's member,
// and a delete of ids nobody has answers 200 too. The careful server checks the owner (404 for another
// account's team) and is idempotent for its own team: removing a member that is not there answers 200.
import { exampleAnswer, type ServedRequest, startDocumentServer } from './document-server';

export const BLIND_OWNER = 'blind-owner-5e2a';
export const BLIND_INTRUDER = 'blind-intruder-9c4b';
export const BLIND_OPERATIONS = ['teams_list', 'teamMembers_list', 'teamMembers_create', 'teamMembers_delete'] as const;
export const OWNER_TEAM = 'a1a1a1a1-7777-4777-8777-0000000000f1';

const teams: Record<string, string> = {
  [BLIND_OWNER]: OWNER_TEAM,
  [BLIND_INTRUDER]: 'b2b2b2b2-7777-4777-8777-0000000000f2',
};
const notFound = { status: 404, body: { message: 'Not found' } };

function answerFor(blind: boolean) {
  const members = new Map<string, Map<string, Record<string, unknown>>>(
    Object.values(teams).map((team) => [team, new Map()]),
  );
  return ({ operation, token, authenticated, valid, path, body }: ServedRequest) => {
    const team = token ? teams[token] : undefined;
    if (!authenticated || !team || !valid) return undefined;
    const owns = path.uuid === team;
    switch (operation.operationId) {
      case 'teams_list': {
        const [item] = exampleAnswer(operation).body as Record<string, unknown>[];
        return { status: 200, body: [{ ...item, uuid: team }] };
      }
      case 'teamMembers_list':
        return owns ? { status: 200, body: [...(members.get(team)?.values() ?? [])] } : notFound;
      case 'teamMembers_create': {
        if (!owns) return notFound;
        const added = {
          ...(exampleAnswer(operation).body as object),
          uuid: (JSON.parse(body) as { uuid: string }).uuid,
        };
        members.get(team)?.set(added.uuid, added);
        return { status: 200, body: added };
      }
      case 'teamMembers_delete':
        if (blind) {
          members.get(path.uuid ?? '')?.delete(path.member ?? '');
          return exampleAnswer(operation);
        }
        if (!owns) return notFound;
        members.get(team)?.delete(path.member ?? '');
        return exampleAnswer(operation);
      default:
        return undefined;
    }
  };
}

export function startExistenceBlindDeleteServer({ blind }: { blind: boolean }) {
  return startDocumentServer({
    operations: BLIND_OPERATIONS,
    tokens: [BLIND_OWNER, BLIND_INTRUDER],
    answer: answerFor(blind),
  });
}
