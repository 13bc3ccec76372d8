// The dashboard has one screen: `/dashboard`, which `/` leads to.
export const DASHBOARD_PATH = '/dashboard';

export type Route = { name: 'dashboard' } | { name: 'not-found'; path: string };

export function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === DASHBOARD_PATH) return { name: 'dashboard' };
  return { name: 'not-found', path: pathname };
}

/** `/` leads to `/dashboard` without adding a history entry. */
export function canonicalPath(pathname: string): string | undefined {
  return (pathname.replace(/\/+$/, '') || '/') === '/' ? DASHBOARD_PATH : undefined;
}
