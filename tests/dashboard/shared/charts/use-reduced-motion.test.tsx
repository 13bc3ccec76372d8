import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from '@/dashboard/shared/charts/use-reduced-motion';
import { stubReducedMotion } from '../../support/reduced-motion';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Motion() {
  return <p>{useReducedMotion() ? 'still' : 'animated'}</p>;
}

describe('useReducedMotion', () => {
  it('is true when the user asks for reduced motion, false otherwise', () => {
    stubReducedMotion(true);
    const { unmount } = render(<Motion />);
    expect(screen.getByText('still')).toBeTruthy();
    unmount();
    stubReducedMotion(false);
    render(<Motion />);
    expect(screen.getByText('animated')).toBeTruthy();
  });

  it('follows the setting when the user changes it', () => {
    const { setReducedMotion } = stubReducedMotion(false);
    render(<Motion />);
    act(() => setReducedMotion(true));
    expect(screen.getByText('still')).toBeTruthy();
    act(() => setReducedMotion(false));
    expect(screen.getByText('animated')).toBeTruthy();
  });

  it('animates where the browser cannot tell (no matchMedia)', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Motion />);
    expect(screen.getByText('animated')).toBeTruthy();
  });
});
