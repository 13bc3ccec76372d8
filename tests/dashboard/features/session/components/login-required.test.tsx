import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRequired } from '@/dashboard/features/session/components/login-required';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

describe('login required', () => {
  it('shows the banner word for word and asks the visitor to log in with their credentials', () => {
    render(<LoginRequired onLogin={() => {}} />);
    expect(screen.getByRole('heading', { name: 'A LOGIN IS REQUIRED TO ACCESS METRICS' })).toBeTruthy();
    expect(screen.getByText(/with your credentials/).textContent).toMatch(/^Please login with your credentials/);
  });

  it("the word 'login' is a control that asks for the login dialog, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn();
    render(<LoginRequired onLogin={onLogin} />);
    const login = screen.getByRole('button', { name: 'login' });
    await user.click(login);
    expect(onLogin).toHaveBeenCalledTimes(1);
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(login);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onLogin).toHaveBeenCalledTimes(3);
  });
});
