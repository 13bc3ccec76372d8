// The chat assistant lives on its own host, chosen from the first label (the subdomain) of a host
// name: `local` and `qa` use the qa host; `alpha` and `www` use the www host. Any other host name has
// no chat host: the SDK then refuses chat calls rather than send the token somewhere the caller never
// named (see src/sdk/README.md, "Where the token goes").

export const CHAT_HOSTS = {
  qa: 'https://qa.depsight.io',
  www: 'https://www.depsight.io',
} as const;

const CHAT_HOST_BY_SUBDOMAIN: Readonly<Record<string, string>> = {
  local: CHAT_HOSTS.qa,
  qa: CHAT_HOSTS.qa,
  alpha: CHAT_HOSTS.www,
  www: CHAT_HOSTS.www,
};

/** The chat host for a host name (case-insensitive), or undefined when no subdomain rule applies. */
export function chatHostFor(hostname: string | undefined): string | undefined {
  const subdomain = (hostname ?? '').trim().toLowerCase().split('.')[0] ?? '';
  return Object.hasOwn(CHAT_HOST_BY_SUBDOMAIN, subdomain) ? CHAT_HOST_BY_SUBDOMAIN[subdomain] : undefined;
}

/** The host name of a URL, or undefined when it cannot be parsed. */
export function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** Why chat calls are refused when no chat host could be chosen. */
export function noChatHostMessage(hostname: string | undefined): string {
  return (
    `No chat host for "${hostname ?? ''}": the chat host is chosen only for local, qa, alpha and www ` +
    'subdomains. Pass chatBaseUrl to createClient to send chat calls (and the token) to your chat server.'
  );
}
