import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: a component that
 * draws its costly part only then cuts the page's first draw in two tasks. The first lays out the
 * page without that part; the next draws it into a page already laid out. The browser calls the
 * animation frame just before it paints, and the timer set there runs just after.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
