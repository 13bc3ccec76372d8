/** A fetch that answers by "METHOD /path" and records every request, for component and hook tests. */
export type Route = (request: Request) => Response | Promise<Response>;

export function routeFetch(routes: Record<string, Route>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const url = new URL(request.url);
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return json({ message: `no route for ${request.method} ${url.pathname}` }, 404);
    return route(request);
  };
  return { fetch, requests };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export const TEST_BASE_URL = 'https://api.depsight.test';
