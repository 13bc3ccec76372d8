import type { MouseEvent } from 'react';

/**
 * True when a click on a clickable row came from a link or button inside it: those handle their own
 * click (a link navigates, a button acts), so the row must not act on it a second time.
 */
export function isFromNestedControl(event: MouseEvent<Element>): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const control = target.closest('a, button, input, select, textarea');
  return control !== null && control !== event.currentTarget && event.currentTarget.contains(control);
}
