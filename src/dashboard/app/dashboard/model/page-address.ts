// The dashboard's view in the page address: the applied criteria, the project-name filter, the sort,
// the expanded project, the opened scan, the usage chart's mode, the open change breakdown and the
// worklist's sort and filters. Read from the address as untrusted
// form input (anything malformed is dropped, so the default applies) and written back in a fixed order.

import {
  EXPLAIN_PARAMETER,
  explainParameterValue,
  parseExplainedMeasure,
} from '@/dashboard/features/change-breakdown/model/explained-measure';
import type { UsageChartMode } from '@/dashboard/features/overview/model/charts/usage-series';
import {
  type ProjectSort,
  parseProjectSort,
  serializeProjectSort,
} from '@/dashboard/features/projects-table/model/project-sort';
import {
  parseTeamSort,
  serializeTeamSort,
  TEAM_SORT_PARAMETER,
  type TeamSort,
} from '@/dashboard/features/team-comparison/model/team-table';
import {
  DEFAULT_WORKLIST_VIEW,
  parseWorklistView,
  WORKLIST_PARAMETERS,
  type WorklistView,
  writeWorklistView,
} from '@/dashboard/features/worklist/model/worklist-view';
import { ALL_BRANCHES, stripWhitespace, type ViewCriteria } from '@/dashboard/shared/metrics/filters';
import type { Measure } from '@/dashboard/shared/metrics/measures';
import { isCalendarDay } from '@/dashboard/shared/model/calendar-day';
import { MAX_ROW_ADDRESS_LENGTH } from './row-address';

export interface SharedView {
  readonly criteria: ViewCriteria;
  /** The project-name filter, as applied (after its debounce). */
  readonly q: string;
  /** Null: the response's order. */
  readonly sort: ProjectSort | null;
  /** The expanded row, as `rowAddresses` names it (its projectUUID, mostly; a short token for any other id). */
  readonly project: string | null;
  /** The opened scan of that project, as `scanAddress` names it (its reportUUID, mostly). */
  readonly scan: string | null;
  readonly usage: UsageChartMode;
  /** The measure whose change breakdown is open (`explain`), null when none is. */
  readonly explain: Measure | null;
  /** The worklist's sort and filters (`wl.*` parameters). */
  readonly worklist: WorklistView;
  /** What the Metrics section shows (`view`): the overview, or the teams side by side. */
  readonly tab: PageTab;
  /** The team comparison's sort (`teams.sort`); null: the user's teams in their order. */
  readonly teamsSort: TeamSort | null;
}

export type PageTab = 'overview' | 'teams';
const DEFAULT_TAB: PageTab = 'overview';

const DEFAULT_USAGE_MODE: UsageChartMode = 'coverage';

export const EMPTY_VIEW: SharedView = {
  criteria: {},
  q: '',
  sort: null,
  project: null,
  scan: null,
  usage: DEFAULT_USAGE_MODE,
  explain: null,
  worklist: DEFAULT_WORKLIST_VIEW,
  tab: DEFAULT_TAB,
  teamsSort: null,
};

/** The parameters this module owns, in the order they are written; any other (`scenario`...) is kept. */
const VIEW_PARAMETERS = [
  'startDate',
  'endDate',
  'branches',
  'tags',
  'cached',
  'teamUUID',
  'q',
  'sort',
  'project',
  'scan',
  'usage',
  EXPLAIN_PARAMETER,
  ...WORKLIST_PARAMETERS,
  'view',
  TEAM_SORT_PARAMETER,
] as const;

/** Longer values are not typed by a person: they are dropped rather than sent to the server. */
const MAX_TEXT_LENGTH = 512;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A YYYY-MM-DD string naming a real day (no 2026-02-30), or undefined. */
export function validIsoDate(value: string | null): string | undefined {
  if (value === null || !isCalendarDay(value) || value < '1970') return undefined;
  return value;
}

/** Text as the filter inputs accept it: whitespace stripped, no control characters, a sane length. */
function validText(value: string | null): string | undefined {
  if (value === null) return undefined;
  const stripped = stripWhitespace(value);
  if (stripped.length > MAX_TEXT_LENGTH || CONTROL_CHARACTERS.test(stripped)) return undefined;
  return stripped;
}

/** An id (uuid) as the server sent it: 1 to 128 characters, none of them a control character. */
function validIdentifier(value: string | null): string | undefined {
  if (value === null || value === '' || value.length > 128 || CONTROL_CHARACTERS.test(value)) return undefined;
  return value;
}

/** A row's address (row-address.ts): never empty, never longer than a row's address can be, no control character. */
function validRowAddress(value: string | null): string | undefined {
  if (value === null || value === '' || value.length > MAX_ROW_ADDRESS_LENGTH || CONTROL_CHARACTERS.test(value)) {
    return undefined;
  }
  return value;
}

function validCached(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function validUsage(value: string | null): UsageChartMode {
  return value === 'coverage' || value === 'exclusions' ? value : DEFAULT_USAGE_MODE;
}

/**
 * The view a query string describes. Never throws: a malformed value is left out and its default
 * applies. Whether the team is one of the user's and the project one of the response's is checked
 * later, by `criteriaForm` and `resolveViewAgainstProjects`, once the user and the data are known.
 */
export function parseView(search: string): SharedView {
  const parameters = new URLSearchParams(search);
  const read = (name: Exclude<(typeof VIEW_PARAMETERS)[number], (typeof WORKLIST_PARAMETERS)[number]>) =>
    parameters.get(name);
  const criteria: Record<string, string | boolean> = {};
  const assign = (name: keyof ViewCriteria, value: string | boolean | undefined) => {
    if (value !== undefined) criteria[name] = value;
  };
  assign('startDate', validIsoDate(read('startDate')));
  assign('endDate', validIsoDate(read('endDate')));
  const branches = validText(read('branches'));
  assign('branches', branches === '' ? undefined : branches);
  assign('tags', validText(read('tags')));
  assign('cached', validCached(read('cached')));
  assign('teamUUID', validIdentifier(read('teamUUID')));
  const project = validRowAddress(read('project')) ?? null;
  return {
    criteria: criteria as ViewCriteria,
    q: validText(read('q')) ?? '',
    sort: parseProjectSort(read('sort')),
    project,
    // A scan belongs to a project: without one it means nothing.
    scan: project === null ? null : (validIdentifier(read('scan')) ?? null),
    usage: validUsage(read('usage')),
    explain: parseExplainedMeasure(read(EXPLAIN_PARAMETER)),
    worklist: parseWorklistView(parameters),
    tab: parameters.get('view') === 'teams' ? 'teams' : DEFAULT_TAB,
    teamsSort: parseTeamSort(parameters.get(TEAM_SORT_PARAMETER)),
  };
}

/**
 * The query string (with its `?`, or '' when empty) of `view`, keeping the parameters of `currentSearch`
 * this module does not own, such as the development `scenario` switch. Defaults are left out, except
 * the dates: a shared link names its window, so it shows the same days whenever it is opened.
 */
export function serializeView(view: SharedView, currentSearch = ''): string {
  const parameters = new URLSearchParams(currentSearch);
  for (const name of VIEW_PARAMETERS) parameters.delete(name);
  const { criteria } = view;
  const set = (name: (typeof VIEW_PARAMETERS)[number], value: string | undefined | null) => {
    if (value !== undefined && value !== null && value !== '') parameters.set(name, value);
  };
  set('startDate', criteria.startDate);
  set('endDate', criteria.endDate);
  set('branches', criteria.branches === ALL_BRANCHES ? undefined : criteria.branches);
  set('tags', criteria.tags);
  set('cached', criteria.cached === false ? 'false' : undefined);
  set('teamUUID', criteria.teamUUID);
  set('q', view.q);
  set('sort', view.sort === null ? undefined : serializeProjectSort(view.sort));
  set('project', view.project);
  set('scan', view.project === null ? undefined : view.scan);
  set('usage', view.usage === DEFAULT_USAGE_MODE ? undefined : view.usage);
  set(EXPLAIN_PARAMETER, explainParameterValue(view.explain));
  writeWorklistView(view.worklist, parameters);
  set('view', view.tab === DEFAULT_TAB ? undefined : view.tab);
  set(TEAM_SORT_PARAMETER, view.teamsSort === null ? undefined : serializeTeamSort(view.teamsSort));
  const search = parameters.toString();
  return search === '' ? '' : `?${search}`;
}

/** Two views the address would write the same way. */
export function sameView(left: SharedView, right: SharedView): boolean {
  return serializeView(left) === serializeView(right);
}

/** Two sets of criteria the address would write the same way (defaults left out or written alike). */
export function sameCriteria(left: ViewCriteria, right: ViewCriteria): boolean {
  return serializeView({ ...EMPTY_VIEW, criteria: left }) === serializeView({ ...EMPTY_VIEW, criteria: right });
}
