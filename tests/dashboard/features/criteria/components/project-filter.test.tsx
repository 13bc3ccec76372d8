import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectFilter } from '@/dashboard/features/criteria/components/project-filter';
import { pauseTestClock, resumeTestClock } from '../../../support/clock';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  // Without vitest globals, Testing Library cannot unmount by itself between tests.
  cleanup();
  vi.useRealTimers();
});

function renderFilter() {
  const onFilterChange = vi.fn<(projectName: string) => void>();
  // Typing takes no time on the fake clock, so the debounce is measured from the last key alone.
  const user = userEvent.setup({ delay: null });
  render(<ProjectFilter onFilterChange={onFilterChange} />);
  const field = screen.getByLabelText<HTMLInputElement>('Project name');
  return { user, onFilterChange, field };
}

describe('project filter', () => {
  it("sits in a panel titled 'Filter by project'", () => {
    renderFilter();
    expect(screen.getByRole('heading', { name: 'Filter by project' })).toBeTruthy();
  });

  it('strips whitespace from the project name as the user types', async () => {
    const { user, field } = renderFilter();
    await user.type(field, ' acme / payments api ');
    expect(field.value).toBe('acme/paymentsapi');
  });

  it('passes the text on 1 s after typing stops, not before', async () => {
    const { user, field, onFilterChange } = renderFilter();
    await user.type(field, 'payments');
    // The clock stops following real time as the typing ends: the wait is counted from the last key.
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(800));
    expect(onFilterChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onFilterChange).toHaveBeenCalledTimes(1);
    expect(onFilterChange).toHaveBeenCalledWith('payments');
  });

  it('each key restarts the 1 s wait, so only the final text is passed on', async () => {
    const { user, field, onFilterChange } = renderFilter();
    await user.type(field, 'pay');
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(800));
    // Typing needs the clock to follow real time again (user-event waits on it).
    resumeTestClock();
    await user.type(field, 'ments');
    pauseTestClock();
    await act(async () => vi.advanceTimersByTime(800));
    expect(onFilterChange).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(onFilterChange.mock.calls).toEqual([['payments']]);
  });

  it('Enter passes the text on at once', async () => {
    const { user, field, onFilterChange } = renderFilter();
    await user.type(field, 'payments{Enter}');
    expect(onFilterChange.mock.calls).toEqual([['payments']]);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onFilterChange).toHaveBeenCalledTimes(1);
  });

  it('shows an applied text that changes from outside (Back, Forward), dropping a text still waiting', async () => {
    const onFilterChange = vi.fn<(projectName: string) => void>();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<ProjectFilter value="acme" onFilterChange={onFilterChange} />);
    const field = screen.getByLabelText<HTMLInputElement>('Project name');
    expect(field.value).toBe('acme');
    await user.type(field, '-pay');
    pauseTestClock();
    rerender(<ProjectFilter value="" onFilterChange={onFilterChange} />);
    expect(field.value).toBe('');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onFilterChange).not.toHaveBeenCalled();
    resumeTestClock();
    // Its own text coming back as the applied one leaves the input as typed.
    await user.type(field, 'web{Enter}');
    rerender(<ProjectFilter value="web" onFilterChange={onFilterChange} />);
    expect(field.value).toBe('web');
    expect(onFilterChange.mock.calls).toEqual([['web']]);
  });
});
