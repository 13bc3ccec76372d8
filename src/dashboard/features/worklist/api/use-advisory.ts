import { useMemo } from 'react';
import { useSdk } from '@/dashboard/shared/api/sdk-context';
import { NotFoundError } from '@/sdk';
import { useDepsight } from '@/sdk/swr';
import { type AdvisoryView, advisoryViewOf, type Ecosystem } from '../model/advisory';

export type AdvisoryRead =
  | { readonly state: 'unknown-ecosystem' }
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly advisory: AdvisoryView }
  | { readonly state: 'none' }
  | { readonly state: 'failed'; readonly error: unknown };

/**
 * The advisory of `adviceID` in `ecosystem`, read once through the SDK's SWR hook and kept: opening it
 * again, or from another row, shows the cached answer without asking again. A 404 is "no advisory";
 * without an ecosystem nothing is asked.
 */
export function useAdvisory(ecosystem: Ecosystem | null, adviceID: string): AdvisoryRead {
  const { client } = useSdk();
  const args = ecosystem === null ? null : ([{ language: ecosystem, id: adviceID }] as const);
  const { data, error, isLoading } = useDepsight(client, 'advisories.get', args ? [args[0]] : null, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return useMemo((): AdvisoryRead => {
    if (ecosystem === null) return { state: 'unknown-ecosystem' };
    if (error instanceof NotFoundError) return { state: 'none' };
    if (error) return { state: 'failed', error };
    if (isLoading) return { state: 'loading' };
    const advisory = advisoryViewOf(data);
    return advisory
      ? { state: 'loaded', advisory }
      : { state: 'failed', error: new Error('The answer holds no advisory.') };
  }, [ecosystem, data, error, isLoading]);
}
