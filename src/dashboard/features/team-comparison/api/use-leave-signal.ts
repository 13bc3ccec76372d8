import { useEffect, useState } from 'react';

/** Why the comparison's calls were cancelled: the view was left. */
const LEFT_VIEW_REASON = 'The team comparison was left.';

/**
 * A signal that aborts when the component that holds it unmounts: every call it is given to is
 * cancelled when the view is left. A development remount (React's strict mode) gets a fresh one.
 */
export function useLeaveSignal(): AbortSignal {
  const [controller, setController] = useState(() => new AbortController());
  useEffect(() => {
    if (controller.signal.aborted) {
      setController(new AbortController());
      return;
    }
    return () => controller.abort(LEFT_VIEW_REASON);
  }, [controller]);
  return controller.signal;
}
