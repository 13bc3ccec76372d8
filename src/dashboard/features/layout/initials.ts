/** Up to two initials for the avatar: of the name's first and last words, else of the e-mail. */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (typeof name === 'string' ? name : '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last]
    .map((word) => (word ? Array.from(word)[0] : undefined))
    .filter((letter): letter is string => Boolean(letter))
    .join('');
  if (letters) return letters.toUpperCase();
  const local = typeof email === 'string' ? email.trim() : '';
  return local ? (Array.from(local)[0] ?? '?').toUpperCase() : '?';
}
