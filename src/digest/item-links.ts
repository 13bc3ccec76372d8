// Each digest item links to the dashboard view that shows it: the page address the dashboard itself
// writes (`serializeView`), with the item's project in the project-name filter, the team when the
// digest is a team's, and the worklist narrowed to the item's severity.
import { EMPTY_VIEW, serializeView } from '@/dashboard/app/dashboard/model/page-address';
import type { WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { DEFAULT_WORKLIST_VIEW } from '@/dashboard/features/worklist/model/worklist-view';

export interface DigestLinks {
  /** The dashboard page (`--dashboard-url`), already checked to be http or https. */
  readonly dashboardUrl: string;
  readonly team: string | undefined;
}

/** The address of the dashboard view that shows `item`. */
export function itemLink(links: DigestLinks, item: WorklistItem): string {
  const url = new URL(links.dashboardUrl);
  url.search = serializeView(
    {
      ...EMPTY_VIEW,
      criteria: links.team === undefined ? {} : { teamUUID: links.team },
      q: item.projectUrl,
      worklist: { ...DEFAULT_WORKLIST_VIEW, severities: [item.severity] },
    },
    url.search,
  );
  return url.href;
}
