import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '@/dashboard/features/theme/theme-choice';
import { ThemeSwitch } from '@/dashboard/features/theme/theme-switch';
import { stubColorScheme } from '../../support/color-scheme';

const themeAttribute = () => document.documentElement.getAttribute('data-theme');
const themeSwitch = () => screen.getByRole('switch', { name: 'Dark theme' });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dark theme switch', () => {
  it('shows the system theme while no choice is stored, and follows the system as it changes', () => {
    const system = stubColorScheme('dark');
    render(<ThemeSwitch />);
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    // No choice: the tokens follow the system through the media query, not an attribute.
    expect(themeAttribute()).toBeNull();
    act(() => system.setSystemScheme('light'));
    expect(themeSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('turns dark with a click, and the choice is remembered for the next visit', async () => {
    stubColorScheme('light');
    const user = userEvent.setup();
    const { unmount } = render(<ThemeSwitch />);
    expect(themeSwitch().getAttribute('aria-checked')).toBe('false');
    await user.click(themeSwitch());
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    expect(themeAttribute()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    unmount();
    document.documentElement.removeAttribute('data-theme');
    render(<ThemeSwitch />);
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    expect(themeAttribute()).toBe('dark');
  });

  it('is reached with Tab and flipped with Space and Enter', async () => {
    stubColorScheme('light');
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.tab();
    expect(document.activeElement).toBe(themeSwitch());
    await user.keyboard(' ');
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(themeSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it("choosing the system's own theme again forgets the choice, so the page follows the system", async () => {
    const system = stubColorScheme('light');
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(themeSwitch());
    await user.click(themeSwitch());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(themeAttribute()).toBeNull();
    act(() => system.setSystemScheme('dark'));
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('a chosen theme wins over the system, which then changes nothing', async () => {
    const system = stubColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(<ThemeSwitch />);
    expect(themeSwitch().getAttribute('aria-checked')).toBe('false');
    expect(themeAttribute()).toBe('light');
    act(() => system.setSystemScheme('light'));
    act(() => system.setSystemScheme('dark'));
    expect(themeSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('a corrupted stored value is no choice: the system theme shows', () => {
    stubColorScheme('dark');
    localStorage.setItem(THEME_STORAGE_KEY, '{"theme":"dark"');
    render(<ThemeSwitch />);
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    expect(themeAttribute()).toBeNull();
  });

  it('storage that throws on every access leaves a working switch for this visit', async () => {
    stubColorScheme('light');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(themeSwitch());
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    expect(themeAttribute()).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    stubColorScheme('light');
    render(<ThemeSwitch />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(themeSwitch().getAttribute('aria-checked')).toBe('true');
    expect(themeAttribute()).toBe('dark');
  });
});
