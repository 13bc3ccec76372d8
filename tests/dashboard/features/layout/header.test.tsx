import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/dashboard/features/layout/header';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

const DANA = { name: 'Dana Whitfield', email: 'dana.whitfield@acme-payments.com' };

describe('header', () => {
  it('links Home, Blog, FAQ, Status, Docs and API', () => {
    render(<Header user={null} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/dashboard'],
      ['Blog', 'https://blog.depsight.io'],
      ['FAQ', '/plans#faq'],
      ['Status', '/status'],
      ['Docs', 'https://docs.depsight.io'],
      ['API', '/api'],
    ]);
  });

  it("shows a signed-in user's name, e-mail and initials, and Logout logs out", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<Header user={DANA} onLogout={onLogout} />);
    expect(screen.getByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByText('dana.whitfield@acme-payments.com')).toBeTruthy();
    expect(screen.getByText('DW')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('without a user (signed out or the default account) shows no user and no Logout', () => {
    render(<Header user={null} onLogout={() => {}} />);
    expect(screen.queryByText('Dana Whitfield')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("shows the user's name from the server as text, never as markup", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = render(<Header user={{ name: hostile, email: 'x@acme.test' }} onLogout={() => {}} />);
    expect(screen.getByText(hostile)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the controls the page composes in, inside the header, signed in or not', () => {
    const { rerender } = render(<Header user={null} controls={<button type="button">Page control</button>} />);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Page control' })).toBeTruthy();
    rerender(<Header user={DANA} onLogout={() => {}} controls={<button type="button">Page control</button>} />);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Page control' })).toBeTruthy();
  });
});
