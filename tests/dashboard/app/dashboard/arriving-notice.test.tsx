import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArrivingNotice } from '@/dashboard/app/dashboard/arriving-notice';

afterEach(cleanup);

describe('ArrivingNotice', () => {
  it('with the body’s length, a bar of the bytes received out of it', () => {
    render(<ArrivingNotice arriving={{ projects: 1_234, bytesRead: 52_400_000, byteLength: 434_700_000 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Metrics received' }) as HTMLProgressElement;
    expect(bar.max).toBe(434_700_000);
    expect(bar.value).toBe(52_400_000);
    expect(screen.getByText(/received so far/).textContent).toBe(
      '1,234 projects received so far (52.4 MB of 434.7 MB). Sorting and filters apply to these until the rest has arrived.',
    );
  });

  it('without it (no Content-Length), a bar that only says the answer is coming, and the bytes so far', () => {
    render(<ArrivingNotice arriving={{ projects: 1, bytesRead: 21_700, byteLength: null }} />);
    const bar = screen.getByRole('progressbar', { name: 'Metrics received' });
    // An indeterminate <progress> has no value attribute.
    expect(bar.hasAttribute('value')).toBe(false);
    expect(screen.getByText(/received so far/).textContent).toBe(
      '1 project received so far (22 kB). Sorting and filters apply to these until the rest has arrived.',
    );
  });

  it('never shows more received than the whole, when the server’s length was short', () => {
    render(<ArrivingNotice arriving={{ projects: 3, bytesRead: 900, byteLength: 500 }} />);
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(500);
  });
});
