// Product spec section 9: the chat assistant's host is chosen from the page's subdomain.

export const CHAT_HOSTS = {
  qa: 'https://qa.depsight.io',
  www: 'https://www.depsight.io',
} as const;

/**
 * `local` and `qa` subdomains (and a bare `localhost`) use the qa host; `alpha`, `www` and any
 * other host use the www host, the production one.
 */
export function chatHostFor(hostname: string | undefined): string {
  const subdomain = (hostname ?? '').toLowerCase().split('.')[0] ?? '';
  if (subdomain === 'local' || subdomain === 'localhost' || subdomain === 'qa') return CHAT_HOSTS.qa;
  return CHAT_HOSTS.www;
}
