// Rule 11: the projects state (product spec sections 3 and 4) as a pure reducer.
import type { DashboardModel } from './derive-dashboard';
import { EMPTY_EXCLUSION_USAGE, EMPTY_PROJECTS_USAGE } from './normalize';
import { vulnerabilityDoughnut } from './totals';
import type { ExclusionUsage, Overview, Project, ProjectsUsage, RankedProject, Totals } from './types';

/** The filtered copy: what the search filter keeps, ranks and sums. */
export interface FilteredOverviewState {
  readonly projects: readonly Project[];
  readonly topPerforming: readonly RankedProject[];
  readonly leastPerforming: readonly RankedProject[];
  readonly totals: Totals | null;
}

export interface ProjectsState extends Omit<FilteredOverviewState, 'totals'> {
  readonly searchFilter: string;
  readonly projectsUsage: ProjectsUsage;
  readonly exclusionUsage: ExclusionUsage;
  /** The whole account's totals (the account overview); null until data is loaded. */
  readonly totals: Totals | null;
  readonly filteredOverview: FilteredOverviewState;
}

/** Given to a setter, it writes into the filtered sub-state instead of the top level. */
export type ProjectsTarget = { readonly target?: 'filteredOverview' };

export type ProjectsAction =
  | { readonly type: 'reset' }
  | ({ readonly type: 'setProjects'; readonly projects: readonly Project[] } & ProjectsTarget)
  | ({ readonly type: 'setTopPerforming'; readonly topPerforming: readonly RankedProject[] } & ProjectsTarget)
  | ({ readonly type: 'setLeastPerforming'; readonly leastPerforming: readonly RankedProject[] } & ProjectsTarget)
  | ({ readonly type: 'setTotals'; readonly totals: Totals | null } & ProjectsTarget)
  | { readonly type: 'setSearchFilter'; readonly searchFilter: string }
  | { readonly type: 'setProjectsUsage'; readonly projectsUsage: ProjectsUsage }
  | { readonly type: 'setExclusionUsage'; readonly exclusionUsage: ExclusionUsage }
  /** Writes a whole derived model at once: the account at the top level, the filtered overview below. */
  | { readonly type: 'setDashboard'; readonly model: DashboardModel };

const INITIAL_FILTERED_OVERVIEW: FilteredOverviewState = Object.freeze({
  projects: [],
  topPerforming: [],
  leastPerforming: [],
  totals: null,
});

export const INITIAL_PROJECTS_STATE: ProjectsState = Object.freeze({
  projects: [],
  searchFilter: '',
  topPerforming: [],
  leastPerforming: [],
  projectsUsage: EMPTY_PROJECTS_USAGE,
  exclusionUsage: EMPTY_EXCLUSION_USAGE,
  totals: null,
  filteredOverview: INITIAL_FILTERED_OVERVIEW,
});

type OverviewField = 'projects' | 'topPerforming' | 'leastPerforming' | 'totals';

function write<Field extends OverviewField>(
  state: ProjectsState,
  target: ProjectsTarget['target'],
  field: Field,
  value: FilteredOverviewState[Field],
): ProjectsState {
  if (target === 'filteredOverview')
    return { ...state, filteredOverview: { ...state.filteredOverview, [field]: value } };
  return { ...state, [field]: value };
}

export function projectsStateReducer(state: ProjectsState, action: ProjectsAction): ProjectsState {
  switch (action.type) {
    case 'reset':
      return INITIAL_PROJECTS_STATE;
    case 'setProjects':
      return write(state, action.target, 'projects', action.projects);
    case 'setTopPerforming':
      return write(state, action.target, 'topPerforming', action.topPerforming);
    case 'setLeastPerforming':
      return write(state, action.target, 'leastPerforming', action.leastPerforming);
    case 'setTotals':
      return write(state, action.target, 'totals', action.totals);
    case 'setSearchFilter':
      return { ...state, searchFilter: action.searchFilter };
    case 'setProjectsUsage':
      return { ...state, projectsUsage: action.projectsUsage };
    case 'setExclusionUsage':
      return { ...state, exclusionUsage: action.exclusionUsage };
    case 'setDashboard': {
      const { account, filteredOverview } = action.model;
      return {
        projects: account.projects,
        searchFilter: action.model.searchFilter,
        topPerforming: account.topPerforming,
        leastPerforming: account.leastPerforming,
        projectsUsage: action.model.projectsUsage,
        exclusionUsage: action.model.exclusionUsage,
        totals: account.totals,
        filteredOverview:
          filteredOverview === null
            ? INITIAL_FILTERED_OVERVIEW
            : {
                projects: filteredOverview.projects,
                topPerforming: filteredOverview.topPerforming,
                leastPerforming: filteredOverview.leastPerforming,
                totals: filteredOverview.totals,
              },
      };
    }
    default:
      return state;
  }
}

/**
 * What the views show from the state: the filtered sub-state while there is search text, the top
 * level otherwise (spec: the summary card shows either the whole account or a filtered overview).
 */
export function displayedOverview(state: ProjectsState): Overview {
  const source = state.searchFilter.trim() === '' ? state : state.filteredOverview;
  const totals = source.totals ?? {
    numberOfProjects: 0,
    totalScans: 0,
    vulnerabilitiesIdentified: 0,
    vulnerabilitiesAddressed: 0,
  };
  return {
    projects: source.projects,
    topPerforming: source.topPerforming,
    leastPerforming: source.leastPerforming,
    totals,
    doughnut: vulnerabilityDoughnut(totals),
  };
}
