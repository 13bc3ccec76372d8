import type { ReactNode } from 'react';

/**
 * A link to a URL that may come from the server. Only http: and https: URLs become links; anything
 * else (javascript:, data:, malformed) is shown as plain text.
 */
export function ExternalLink({
  href,
  children,
  label,
}: {
  href: string | undefined;
  children: ReactNode;
  label?: string;
}) {
  const safe = safeHttpUrl(href);
  if (!safe) return <span>{children}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** The URL itself when it is an absolute http(s) URL, or a path of this site; otherwise undefined. */
function safeHttpUrl(value: string | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
