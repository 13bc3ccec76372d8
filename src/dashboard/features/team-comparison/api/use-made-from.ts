import { useEffect, useState } from 'react';

/**
 * What `make` makes of `inputs` once it is made, 'failed' when it cannot be; undefined while there
 * are no inputs or it is being made. Only what was made of the present inputs is given: the caller
 * memoises `inputs`, so a new array means new inputs. What an older `make` made stays until the new
 * one's comes: a new `make` (the accepted risks have come since) is news, not other inputs.
 */
export function useMadeFrom<Inputs extends unknown[], Made>(
  inputs: Inputs | undefined,
  make: (...inputs: Inputs) => PromiseLike<Made> | Made,
): Made | 'failed' | undefined {
  const [made, setMade] = useState<{ readonly from: Inputs; readonly result: Made | 'failed' } | null>(null);
  useEffect(() => {
    if (inputs === undefined) return;
    let wanted = true;
    Promise.resolve()
      .then(() => make(...inputs))
      .then(
        (result) => {
          if (wanted) setMade({ from: inputs, result });
        },
        () => {
          if (wanted) setMade({ from: inputs, result: 'failed' });
        },
      );
    return () => {
      wanted = false;
    };
  }, [inputs, make]);
  return inputs !== undefined && made?.from === inputs ? made.result : undefined;
}
