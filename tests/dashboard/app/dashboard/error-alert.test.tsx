import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorAlert } from '@/dashboard/app/dashboard/error-alert';

// Without vitest globals, Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

describe('error alert', () => {
  it('announces the load error with its message', () => {
    render(<ErrorAlert message="Requested time window is too large." />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The metrics could not be loaded. Requested time window is too large.',
    );
  });

  it('shows a message from the server as text, never as markup', () => {
    const hostile = '<img src=x onerror="alert(1)"> failed';
    render(<ErrorAlert message={hostile} />);
    expect(screen.getByRole('alert').textContent).toContain(hostile);
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
  });

  it('shows nothing without a message', () => {
    render(<ErrorAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
