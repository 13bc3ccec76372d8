// Servers sometimes echo the request back in an error ("Authorization: Bearer ..."). Every string that
// comes from a server goes through `redactSecrets` before the SDK puts it in an error, so a token is
// never shown, logged or serialised by a caller that prints the error.

/** What a secret is replaced with. */
export const REDACTED = '[REDACTED]';

// A credential after `Bearer` or `Basic`: anything up to a space, quote, separator or end of text.
const SCHEME_CREDENTIAL = /\b(Bearer|Basic)(\s+|%20)[^\s"',;}<>&[\]]+/gi;
// `token <value>`: only when the value looks like a credential (has a digit, or is long), so
// "token expired" stays readable.
const TOKEN_CREDENTIAL = /\b(token)(\s+|=|:\s*)(?=[^\s"',;}<>&[\]]*\d|[^\s"',;}<>&[\]]{16,})[^\s"',;}<>&[\]]+/gi;
// A JSON Web Token anywhere.
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
// Known secrets shorter than this are not searched for on their own: they would match ordinary text.
const MIN_SECRET_LENGTH = 6;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function redactText(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH && redacted.includes(secret)) {
      redacted = redacted.replace(new RegExp(escapeForPattern(secret), 'g'), REDACTED);
    }
  }
  return redacted
    .replace(SCHEME_CREDENTIAL, `$1$2${REDACTED}`)
    .replace(TOKEN_CREDENTIAL, `$1$2${REDACTED}`)
    .replace(JWT, REDACTED);
}

/**
 * A copy of `value` in which every string (nested in objects and arrays too, keys included) has the
 * given `secrets` and anything shaped like a credential (`Bearer …`, `token …` with a credential-like
 * value, a JSON Web Token) replaced with `[REDACTED]`. Other values are returned as they are.
 */
export function redactSecrets<T>(value: T, secrets: readonly string[] = []): T {
  return redactValue(value, secrets, new WeakMap()) as T;
}

function redactValue(value: unknown, secrets: readonly string[], seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactValue(item, secrets, seen));
    return copy;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    // Defined, not assigned: a `__proto__` key from JSON.parse must stay a plain key.
    Object.defineProperty(copy, redactText(key, secrets), {
      value: redactValue(item, secrets, seen),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
