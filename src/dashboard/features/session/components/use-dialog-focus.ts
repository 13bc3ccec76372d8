import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside the dialog instead of leaving it. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The keyboard of a modal dialog, while it is mounted: `focusFirst` moves the focus in (keep it
 * stable: a new one starts over), Tab stays inside, Escape calls `onDismiss`, and the focus goes
 * back to where it was when the dialog unmounts.
 */
export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  focusFirst: () => void,
  onDismiss: () => void,
) {
  // The latest onDismiss, so the document listener is added once per opening.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusFirst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss.current();
      } else if (event.key === 'Tab' && dialogRef.current) {
        keepFocusInside(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [dialogRef, focusFirst]);
}
