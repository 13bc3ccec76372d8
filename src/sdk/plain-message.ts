// Servers, proxies and load balancers answer errors with anything: an HTML page, a stack trace, a
// megabyte of text. An error's message is read by people (alerts, logs), so it is short plain text.

/** The most characters an error message takes from a server's answer. */
export const MESSAGE_MAX_LENGTH = 200;

const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const HIDDEN_ELEMENT = /<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->|<!doctype[^>]*>/gi;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const ENTITY = /&(amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[\da-f]{1,6});/gi;

function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower in ENTITIES) return ENTITIES[lower] as string;
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/** How much of an answer a message is read from, and how deep its tags may nest: bounds on the work. */
const READ_LENGTH = 100_000;
const MAX_PASSES = 50;

/**
 * Text with its tags, comments, scripts and styles taken out, until none is left: taking out `<p>`
 * from `<a<p>>` leaves a tag of its own.
 */
function withoutMarkup(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES && current.includes('<'); pass += 1) {
    const next = current.replace(HIDDEN_ELEMENT, ' ').replace(COMMENT, ' ').replace(TAG, ' ');
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * A server's text as a short plain message: markup (tags, comments, scripts and styles) taken out,
 * entities decoded, white space folded, and at most MESSAGE_MAX_LENGTH characters (an ellipsis marks
 * a cut). Undefined when nothing readable is left.
 */
export function plainMessage(text: string): string | undefined {
  // Entities first, so that an escaped tag (&lt;b&gt;) is taken out as well.
  const decoded = text.slice(0, READ_LENGTH).replace(ENTITY, decodeEntity);
  const readable = withoutMarkup(decoded).replace(/\s+/g, ' ').trim();
  if (readable === '') return undefined;
  if (readable.length <= MESSAGE_MAX_LENGTH) return readable;
  // Cut on a code point boundary: a lone surrogate would show as a broken character.
  const cut = Array.from(readable.slice(0, MESSAGE_MAX_LENGTH)).slice(0, -1).join('');
  return `${cut.trimEnd()}…`;
}
