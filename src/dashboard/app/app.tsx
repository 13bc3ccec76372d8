import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { Footer } from '@/dashboard/features/layout/footer';
import { Header } from '@/dashboard/features/layout/header';
import { LoginDialog } from '@/dashboard/features/session/components/login-dialog';
import { LoginRequired } from '@/dashboard/features/session/components/login-required';
import { SignInPrompt } from '@/dashboard/features/session/components/sign-in-prompt';
import { SessionProvider, useSession } from '@/dashboard/features/session/session-provider';
import { ThemeSwitch } from '@/dashboard/features/theme/theme-switch';
import { AnswerCache } from '@/dashboard/shared/metrics/load/answer-cache';
import { Alert } from '@/dashboard/shared/ui/alert';
import type { ClientOptions } from '@/sdk';
import { apiBaseUrl } from './api-base-url';
import styles from './app.module.css';
import { createMetricsWorker } from './dashboard/create-metrics-worker';
import { MetricsPage } from './dashboard/metrics-page';
import { MetricsReadAhead } from './dashboard/metrics-read-ahead';
import { activateDevScenario } from './dev-scenarios';
import { DevToolbar } from './dev-toolbar';
import { adoptEarlyMetricsCall } from './early-metrics-call';
import { canonicalPath, DASHBOARD_PATH, type Route, routeOf } from './route';

// The metrics call is heavy and its window is chosen by the user: no refetch on every tab focus. The
// cache is the page's one cache: it reads each metrics answer in a worker of its own and decides which
// answers stay (shared/metrics/load/answer-cache.ts).
const SWR_OPTIONS = { revalidateOnFocus: false, provider: () => new AnswerCache(createMetricsWorker) };

const MAIN_CONTENT_ID = 'main-content';

const DEV_SCENARIOS_ENABLED = import.meta.env.DEV && import.meta.env.MODE !== 'test';

export function App() {
  // Memoised once: new options would make the session build a new client, and so new cache keys.
  const clientOptions = useMemo(() => {
    // The metrics call the page's first script sent is taken over, not sent again (early-metrics-call.ts).
    const send = adoptEarlyMetricsCall((request, init) => fetch(request, init));
    // Development only (tree-shaken from builds; off under tests): ?scenario=NAME sends the matching
    // Prefer header, which an early call did not have, so it asks the mock again.
    const options: Omit<ClientOptions, 'auth'> = {
      baseUrl: apiBaseUrl(),
      fetch: DEV_SCENARIOS_ENABLED ? activateDevScenario().wrapFetch(send) : send,
    };
    return options;
  }, []);
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <SessionProvider clientOptions={clientOptions}>
        <AppShell />
        {DEV_SCENARIOS_ENABLED && <DevToolbar />}
      </SessionProvider>
    </SWRConfig>
  );
}

/** The routed page inside the header and footer, and the login dialog above everything. */
export function AppShell() {
  const session = useSession();
  const route = useRoute();
  // The default account shows no user header and no logout.
  const headerUser = session.status === 'signed-in' && !session.isDefaultAccount ? session.user : null;

  return (
    <>
      {/* While the dialog is open the page behind it can be neither focused nor clicked. */}
      <div className={styles.shell} inert={session.lockVisible}>
        <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
          Skip to main content
        </a>
        <Header user={headerUser} onLogout={session.logout} controls={<ThemeSwitch />} />
        <main className={styles.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
          {route.name === 'dashboard' ? <DashboardScreen /> : <NotFound path={route.path} />}
        </main>
        <Footer />
      </div>
      {session.lockVisible && <LoginDialog onSignIn={session.signIn} onDismiss={session.dismissLock} />}
    </>
  );
}

/** The route of the address the page was opened at; `/` is rewritten to `/dashboard` in place. */
function useRoute(): Route {
  const [route] = useState(() => routeOf(window.location.pathname));
  useEffect(() => {
    const canonical = canonicalPath(window.location.pathname);
    if (canonical === undefined) return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }, []);
  return route;
}

/** Identifying, then login required or the metrics (see src/dashboard/README.md, *Access and session*). */
function DashboardScreen() {
  // Drawn as a transition, which React cuts into short slices: the page that follows identification
  // is the largest render of a visit, and would otherwise be one long task.
  const session = useDeferredValue(useSession());
  const loginRequired = <LoginRequired onLogin={session.requestLogin} />;
  if (session.status === 'identifying') {
    return (
      <>
        <SignInPrompt />
        <MetricsReadAhead />
      </>
    );
  }
  if (session.status === 'signed-out' || session.user === null) {
    if (session.identifyProblem === null) return loginRequired;
    return (
      <>
        <Alert>{session.identifyProblem}</Alert>
        {loginRequired}
      </>
    );
  }
  return <MetricsPage user={session.user} loginRequiredView={loginRequired} />;
}

function NotFound({ path }: { path: string }) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.notFoundCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.notFoundTitle} id="not-found-title">
        Page not found
      </h1>
      <p className={styles.notFoundText}>
        There is no page at <code>{path}</code>.
      </p>
      <a className={styles.homeLink} href={DASHBOARD_PATH}>
        Home
      </a>
    </section>
  );
}
