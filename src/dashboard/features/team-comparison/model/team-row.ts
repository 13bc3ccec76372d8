// One team's row of the comparison: what it shows once its metrics are there, and where it stands
// until then. The figures are made by the page (it composes the remediation and worklist models).

/** A team of the signed-in user, as the comparison lists it. */
export interface ComparedTeam {
  readonly uuid: string;
  readonly name: string;
}

/** A team's figures over the applied criteria, and the change of the period figures against the previous period. */
export interface TeamFigures {
  readonly projects: number;
  /** Open vulnerabilities of the latest scans, and those past their SLA target. */
  readonly open: number;
  readonly overdue: number;
  /** Mean days to fix, over every fix of the period; null without a fix. */
  readonly mttrDays: number | null;
  /** Fixes within their SLA target over every fix with one (0..1); null without one. */
  readonly slaCompliance: number | null;
  /** Fixed for every one introduced (0..1+); null when nothing was introduced. */
  readonly netResolveRate: number | null;
  /** Percent change against the previous period; null when it cannot be computed (yet). */
  readonly mttrChange: number | null;
  readonly slaChange: number | null;
  readonly netResolveRateChange: number | null;
}

/** A row as the table draws it. */
export type TeamRowState =
  | { readonly status: 'waiting' | 'loading' }
  | { readonly status: 'loaded'; readonly figures: TeamFigures }
  | { readonly status: 'failed'; readonly message: string };

export const WAITING_ROW: TeamRowState = Object.freeze({ status: 'waiting' });
