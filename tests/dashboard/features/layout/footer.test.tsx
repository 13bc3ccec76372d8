import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '@/dashboard/features/layout/footer';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

describe('footer', () => {
  it('shows the copyright years from 2017 to the current year', () => {
    render(<Footer />);
    expect(screen.getByText(`© 2017–${new Date().getFullYear()} depsight`)).toBeTruthy();
  });

  it('follows the clock it is given', () => {
    render(<Footer now={new Date(2031, 0, 1)} />);
    expect(screen.getByText('© 2017–2031 depsight')).toBeTruthy();
  });

  it('links the terms, the GDPR page and support by e-mail', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms.html');
    expect(screen.getByRole('link', { name: 'GDPR' }).getAttribute('href')).toBe('/gdpr.html');
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toMatch(/^mailto:.+@.+/);
  });
});
