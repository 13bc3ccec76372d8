import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from '@/dashboard/app/dashboard/copy-link-button';

beforeEach(() => {
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CopyLinkButton', () => {
  it('copies the address of the current view and says so', async () => {
    window.history.replaceState(null, '', '/dashboard?sort=vulns:desc');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dashboard?sort=vulns:desc`);
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('says when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    render(<CopyLinkButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(screen.getByText('Could not copy: copy the address bar instead')).toBeTruthy();
  });
});
