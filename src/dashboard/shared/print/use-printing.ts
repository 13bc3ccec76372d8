import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed (or shown as print media). The print-only parts render only then,
 * so 2,000 printable rows cost nothing on screen; `beforeprint` renders them synchronously, before
 * the browser lays out the pages.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('print').matches,
  );
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const query = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const follow = () => {
      if (query?.matches) start();
      else setPrinting(false);
    };
    const stop = () => setPrinting(query?.matches ?? false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    query?.addEventListener('change', follow);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      query?.removeEventListener('change', follow);
    };
  }, []);
  return printing;
}
