import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** An IntersectionObserver the test drives: `enter()` tells every observer its element came near. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observers,
    enter: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}
