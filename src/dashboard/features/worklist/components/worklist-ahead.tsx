import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { useSlaTargets } from '@/dashboard/shared/metrics/use-sla-targets';
import { useAcceptedRisks } from '../api/use-accepted-risks';
import { useWorklistAhead } from '../api/use-worklist';
import type { WorklistView } from '../model/worklist-view';

export interface WorklistAheadProps {
  /** The applied criteria, as the section has them; null until they are applied. */
  query: FilterQuery | null;
  searchFilter: string;
  now: number;
  accountUUID: string | undefined;
  view: WorklistView;
}

/**
 * Draws nothing: has the worklist derived before its section is scrolled to (`useWorklistAhead`),
 * with the SLA targets and accepted risks the section will use.
 */
export function WorklistAhead({ query, searchFilter, now, accountUUID, view }: WorklistAheadProps) {
  const sla = useSlaTargets(accountUUID, query?.teamUUID || undefined);
  const accepted = useAcceptedRisks(accountUUID);
  useWorklistAhead(query, searchFilter, now, sla.targets, accepted.risks, view);
  return null;
}
