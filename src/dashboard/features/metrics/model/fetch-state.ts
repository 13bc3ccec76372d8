// Rule 11: the dashboard's fetch state (product spec sections 3 and 4) as a pure reducer.
import type { DashboardModel } from './derive-dashboard';
import type { FilterQuery } from './filters';

/** What the error alert shows. */
export interface FetchError {
  readonly message: string;
  readonly errorType?: string;
}

export interface FetchState<Query = FilterQuery, Data = DashboardModel, OriginalData = unknown> {
  /** Null until the filters are first applied. */
  readonly queries: Query | null;
  readonly isPending: boolean;
  readonly error: false | FetchError;
  /** The derived model the views read. */
  readonly data: Data | null;
  /** The response as received, kept so a new search text can be derived without a new call. */
  readonly originalData: OriginalData | null;
}

export type FetchAction<Query = FilterQuery, Data = DashboardModel, OriginalData = unknown> =
  | { readonly type: 'reset' }
  | { readonly type: 'setQueries'; readonly queries: Query }
  | { readonly type: 'setPending'; readonly isPending: boolean }
  | { readonly type: 'setError'; readonly error: false | FetchError }
  | { readonly type: 'setData'; readonly data: Data; readonly originalData: OriginalData };

export function initialFetchState<Query = FilterQuery, Data = DashboardModel, OriginalData = unknown>(): FetchState<
  Query,
  Data,
  OriginalData
> {
  return { queries: null, isPending: false, error: false, data: null, originalData: null };
}

/**
 * reset → the initial state; setQueries stores the applied query; setPending sets the spinner flag;
 * setError stores the error and ends the wait; setData stores both forms of the response, ends the
 * wait and clears a previous error (the alert belongs to the failed load, not the next one).
 */
export function fetchStateReducer<Query = FilterQuery, Data = DashboardModel, OriginalData = unknown>(
  state: FetchState<Query, Data, OriginalData>,
  action: FetchAction<Query, Data, OriginalData>,
): FetchState<Query, Data, OriginalData> {
  switch (action.type) {
    case 'reset':
      return initialFetchState();
    case 'setQueries':
      return { ...state, queries: action.queries };
    case 'setPending':
      return { ...state, isPending: action.isPending };
    case 'setError':
      return { ...state, error: action.error, isPending: false };
    case 'setData':
      return { ...state, data: action.data, originalData: action.originalData, isPending: false, error: false };
    default:
      return state;
  }
}
