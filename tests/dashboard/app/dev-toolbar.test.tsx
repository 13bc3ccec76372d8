import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEV_SCENARIO_STORAGE_KEY, DEV_SCENARIOS } from '@/dashboard/app/dev-scenarios';
import { DevToolbar } from '@/dashboard/app/dev-toolbar';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const PAGE = 'http://127.0.0.1:5173/dashboard?tags=pci#metrics';
const toggle = () => screen.getByRole('button', { name: /^Mock scenario:/ });

describe('dev toolbar', () => {
  it('links every scenario to this page with ?scenario=NAME, keeping the rest of the address', async () => {
    render(<DevToolbar current="default" currentHref={PAGE} />);
    await userEvent.setup().click(toggle());
    const toolbar = screen.getByRole('complementary', { name: 'Mock scenarios (development only)' });
    expect(
      within(toolbar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(DEV_SCENARIOS.map((scenario) => `/dashboard?tags=pci&scenario=${scenario.name}#metrics`));
  });

  it('shows the active scenario and marks its link as the current one', async () => {
    render(<DevToolbar current="large" currentHref={PAGE} />);
    expect(toggle().textContent).toBe('Mock scenario: large');
    await userEvent.setup().click(toggle());
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'true');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['/dashboard?tags=pci&scenario=large#metrics']);
  });

  it('reads the active scenario from the address, or from the tab when the address has none', () => {
    render(<DevToolbar currentHref="http://127.0.0.1:5173/dashboard?scenario=single" />);
    expect(toggle().textContent).toBe('Mock scenario: single');
    cleanup();
    sessionStorage.setItem(DEV_SCENARIO_STORAGE_KEY, 'member-without-teams');
    render(<DevToolbar currentHref="http://127.0.0.1:5173/dashboard" />);
    expect(toggle().textContent).toBe('Mock scenario: member-without-teams');
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    render(<DevToolbar current="default" currentHref={PAGE} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.getAttribute('href')).toBe('/dashboard?tags=pci&scenario=default#metrics');
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.activeElement).toBe(toggle());
  });
});
