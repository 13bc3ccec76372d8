// The providers the dashboard's component and hook tests render inside.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { SessionProvider } from '@/dashboard/features/session/session-provider';
import { SdkProvider } from '@/dashboard/shared/api/sdk-context';
import { AnswerCache } from '@/dashboard/shared/metrics/load/answer-cache';
import type { DepsightClient } from '@/sdk';
import { TEST_BASE_URL } from '../../support/route-fetch';

/**
 * An SWR cache of the render's own (the page's `AnswerCache`, reading every metrics answer on the
 * page), without de-duplication: no test sees another's data or waits on it.
 */
function FreshSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new AnswerCache(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** A wrapper: a fresh SWR cache and a session whose SDK client answers through `fetch`, without retries. */
export function sessionWrapper(fetch: (request: Request) => Promise<Response>, tokenRefreshIntervalMs?: number) {
  const clientOptions = { baseUrl: TEST_BASE_URL, fetch, retry: false as const };
  return function SessionWrapper({ children }: { children: ReactNode }) {
    return (
      <FreshSwr>
        <SessionProvider clientOptions={clientOptions} tokenRefreshIntervalMs={tokenRefreshIntervalMs}>
          {children}
        </SessionProvider>
      </FreshSwr>
    );
  };
}

/** A wrapper: a fresh SWR cache and `client` as the SDK of the components inside. */
export function sdkWrapper(client: DepsightClient) {
  return function SdkWrapper({ children }: { children: ReactNode }) {
    return (
      <FreshSwr>
        <SdkProvider client={client}>{children}</SdkProvider>
      </FreshSwr>
    );
  };
}
