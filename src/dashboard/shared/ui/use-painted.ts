import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/dashboard/shared/model/after-next-paint';

/**
 * False until the browser has painted the component's first render, then true: a component that
 * draws its costly part only then cuts the page's first draw in two tasks. The first lays out the
 * page without that part; the next draws it into a page already laid out.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
