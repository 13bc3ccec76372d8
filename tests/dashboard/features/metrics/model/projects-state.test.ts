import { describe, expect, it } from 'vitest';
import {
  deriveDashboard,
  displayedOverview,
  INITIAL_PROJECTS_STATE,
  projectsStateReducer,
} from '../../../../../src/dashboard/features/metrics/model';
import { exampleResponse, makeProject } from './fixtures';

const totals = { numberOfProjects: 2, totalScans: 5, vulnerabilitiesIdentified: 9, vulnerabilitiesAddressed: 4 };

describe('rule 11: projects state', () => {
  it('initial values: no projects, no search, empty rankings and series, an empty filtered sub-state', () => {
    expect(INITIAL_PROJECTS_STATE).toEqual({
      projects: [],
      searchFilter: '',
      topPerforming: [],
      leastPerforming: [],
      projectsUsage: { sortedDates: [], dates: {} },
      exclusionUsage: { sortedDates: [], dates: {} },
      totals: null,
      filteredOverview: { projects: [], topPerforming: [], leastPerforming: [], totals: null },
    });
  });

  it('setters write to the top level without a target', () => {
    const projects = [makeProject()];
    const state = projectsStateReducer(INITIAL_PROJECTS_STATE, { type: 'setProjects', projects });
    expect(state.projects).toBe(projects);
    expect(state.filteredOverview.projects).toEqual([]);
    const ranked = [{ project: projects[0] ?? makeProject(), label: 'x' }];
    const withTop = projectsStateReducer(state, { type: 'setTopPerforming', topPerforming: ranked });
    const withLeast = projectsStateReducer(withTop, { type: 'setLeastPerforming', leastPerforming: ranked });
    const withTotals = projectsStateReducer(withLeast, { type: 'setTotals', totals });
    expect(withTotals).toMatchObject({ topPerforming: ranked, leastPerforming: ranked, totals });
  });

  it("setters write to the filtered sub-state when given { target: 'filteredOverview' }", () => {
    const projects = [makeProject()];
    let state = projectsStateReducer(INITIAL_PROJECTS_STATE, {
      type: 'setProjects',
      projects,
      target: 'filteredOverview',
    });
    state = projectsStateReducer(state, { type: 'setTotals', totals, target: 'filteredOverview' });
    expect(state.filteredOverview).toEqual({ projects, topPerforming: [], leastPerforming: [], totals });
    expect(state.projects).toEqual([]);
    expect(state.totals).toBeNull();
  });

  it('searchFilter, projectsUsage and exclusionUsage have their own setters', () => {
    const usage = deriveDashboard(exampleResponse());
    let state = projectsStateReducer(INITIAL_PROJECTS_STATE, { type: 'setSearchFilter', searchFilter: 'acme' });
    state = projectsStateReducer(state, { type: 'setProjectsUsage', projectsUsage: usage.projectsUsage });
    state = projectsStateReducer(state, { type: 'setExclusionUsage', exclusionUsage: usage.exclusionUsage });
    expect(state).toMatchObject({
      searchFilter: 'acme',
      projectsUsage: usage.projectsUsage,
      exclusionUsage: usage.exclusionUsage,
    });
  });

  it('setDashboard writes a derived model: the account on top, the filtered overview below', () => {
    const model = deriveDashboard(exampleResponse(), 'payments');
    const state = projectsStateReducer(INITIAL_PROJECTS_STATE, { type: 'setDashboard', model });
    expect(state.projects).toHaveLength(3);
    expect(state.totals).toEqual(model.account.totals);
    expect(state.filteredOverview.projects).toHaveLength(2);
    expect(state.filteredOverview.totals).toEqual(model.filteredOverview?.totals);
    expect(displayedOverview(state)).toEqual(model.displayed);

    const unfiltered = projectsStateReducer(state, { type: 'setDashboard', model: deriveDashboard(exampleResponse()) });
    expect(unfiltered.filteredOverview).toEqual(INITIAL_PROJECTS_STATE.filteredOverview);
    expect(displayedOverview(unfiltered).totals).toEqual(model.account.totals);
  });

  it('reset returns the initial values', () => {
    const state = projectsStateReducer(INITIAL_PROJECTS_STATE, {
      type: 'setDashboard',
      model: deriveDashboard(exampleResponse(), 'x'),
    });
    expect(projectsStateReducer(state, { type: 'reset' })).toBe(INITIAL_PROJECTS_STATE);
  });

  it('displayedOverview of the initial state shows zero totals', () => {
    expect(displayedOverview(INITIAL_PROJECTS_STATE)).toEqual({
      projects: [],
      topPerforming: [],
      leastPerforming: [],
      totals: { numberOfProjects: 0, totalScans: 0, vulnerabilitiesIdentified: 0, vulnerabilitiesAddressed: 0 },
      doughnut: { unaddressed: 0, addressed: 0 },
    });
  });
});
