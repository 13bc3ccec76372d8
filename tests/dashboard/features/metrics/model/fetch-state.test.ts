import { describe, expect, it } from 'vitest';
import {
  buildFilterQuery,
  defaultFilterForm,
  deriveDashboard,
  type FetchState,
  fetchStateReducer,
  initialFetchState,
} from '../../../../../src/dashboard/features/metrics/model';
import { exampleResponse } from './fixtures';

const query = buildFilterQuery(defaultFilterForm(new Date(2026, 10, 21)));

describe('rule 11: fetch state', () => {
  it('starts as { queries: null, isPending: false, error: false, data: null, originalData: null }', () => {
    expect(initialFetchState()).toEqual({
      queries: null,
      isPending: false,
      error: false,
      data: null,
      originalData: null,
    });
  });

  it('setQueries stores the applied query; setPending sets the spinner flag', () => {
    let state: FetchState = fetchStateReducer(initialFetchState(), { type: 'setQueries', queries: query });
    expect(state.queries).toEqual(query);
    state = fetchStateReducer(state, { type: 'setPending', isPending: true });
    expect(state).toMatchObject({ queries: query, isPending: true, error: false });
  });

  it('setData stores the derived model and the response, ends the wait and clears an earlier error', () => {
    const response = exampleResponse();
    const data = deriveDashboard(response);
    const failed = fetchStateReducer(initialFetchState(), { type: 'setError', error: { message: 'boom' } });
    const pending = fetchStateReducer(failed, { type: 'setPending', isPending: true });
    const state = fetchStateReducer(pending, { type: 'setData', data, originalData: response });
    expect(state).toEqual({ queries: null, isPending: false, error: false, data, originalData: response });
  });

  it('setError stores the error and ends the wait; reset returns the initial state', () => {
    const pending = fetchStateReducer(initialFetchState(), { type: 'setPending', isPending: true });
    const error = { errorType: 'dateFilterError', message: 'Requested time window is too large.' };
    const failed = fetchStateReducer(pending, { type: 'setError', error });
    expect(failed).toMatchObject({ isPending: false, error });
    expect(fetchStateReducer(failed, { type: 'reset' })).toEqual(initialFetchState());
  });

  it('is pure: the previous state is never modified', () => {
    const before = Object.freeze(initialFetchState());
    expect(() => fetchStateReducer(before, { type: 'setQueries', queries: query })).not.toThrow();
    expect(before.queries).toBeNull();
    expect(fetchStateReducer(before, { type: 'unknown' } as never)).toBe(before);
  });
});
