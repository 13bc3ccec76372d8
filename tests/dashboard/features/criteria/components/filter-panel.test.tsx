import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterPanelProps } from '@/dashboard/features/criteria/components/filter-panel';
import { END_BEFORE_START_MESSAGE } from '@/dashboard/features/criteria/model/filter-validation';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import { runOnTestClock } from '../../../support/clock';

const TEAMS = [
  { uuid: '7e3a1c5b-9d2f-4b6a-8c0e-1f3a5b7c9d2e', name: 'Platform Security' },
  { uuid: '0c4f2e8a-6b1d-4f3a-9e7c-2d5b8a1f4c6e', name: 'Payments' },
];

const DEFAULT_QUERY: FilterQuery = {
  startDate: '2026-10-21',
  endDate: '2026-11-21',
  branches: '*',
  tags: '',
  cached: true,
};

runOnTestClock();

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onApply = vi.fn<(query: FilterQuery) => void>();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<FilterPanel teams={TEAMS} showTeamSelector={false} onApply={onApply} {...props} />);
  return { user, onApply };
}

const DEFAULT_FORM = { ...DEFAULT_QUERY, projectName: '', teamUUID: '' };

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('filter panel', () => {
  it('is titled Metrics criteria and shows the defaults without applying anything by itself', () => {
    const { onApply } = renderPanel();
    expect(screen.getByRole('heading', { name: 'Metrics criteria' })).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
    expect(input('Start date').value).toBe('2026-10-21');
    expect(input('Start date').type).toBe('date');
    expect(input('End date').value).toBe('2026-11-21');
    expect(input('End date').type).toBe('date');
    expect(input('Branches').value).toBe('*');
    expect(input('Use cached results').checked).toBe(true);
  });

  it('shows no team selector when the account lacks the teams feature', () => {
    renderPanel({ showTeamSelector: false });
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
  });

  it("with the teams feature, the team selector offers 'All teams' and the user's teams", () => {
    renderPanel({ showTeamSelector: true });
    const selector = screen.getByRole('combobox', { name: 'Team' });
    const options = Array.from(selector.querySelectorAll('option')).map((option) => option.textContent);
    expect(options).toEqual(['All teams', 'Platform Security', 'Payments']);
    expect((selector as HTMLSelectElement).value).toBe('');
  });

  it('Apply sends teamUUID only once a team is chosen', async () => {
    const { user, onApply } = renderPanel({ showTeamSelector: true });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(DEFAULT_QUERY);
    expect(onApply.mock.lastCall?.[0]).not.toHaveProperty('teamUUID');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Payments');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...DEFAULT_QUERY, teamUUID: '0c4f2e8a-6b1d-4f3a-9e7c-2d5b8a1f4c6e' });
  });

  it('Apply builds the query from the edited dates, branches, tags and cache option', async () => {
    const { user, onApply } = renderPanel();
    await user.clear(input('Start date'));
    await user.type(input('Start date'), '2026-09-01');
    await user.clear(input('End date'));
    await user.type(input('End date'), '2026-09-30');
    await user.clear(input('Branches'));
    await user.type(input('Branches'), 'main,release/2.4');
    await user.type(input('Tags'), 'pci,backend');
    await user.click(input('Use cached results'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      branches: 'main,release/2.4',
      tags: 'pci,backend',
      cached: false,
    });
  });

  it('strips whitespace from branches and tags as the user types', async () => {
    const { user } = renderPanel();
    await user.clear(input('Branches'));
    await user.type(input('Branches'), ' main, release/2.4 ');
    expect(input('Branches').value).toBe('main,release/2.4');
    await user.type(input('Tags'), 'pci ,\tbackend');
    expect(input('Tags').value).toBe('pci,backend');
  });

  it('keeps the caret in place when a space typed mid-text is stripped', async () => {
    const { user } = renderPanel();
    await user.type(input('Tags'), 'pci,backend');
    // Caret after 'pci,': a space there is dropped and the next letter lands where it was typed.
    await user.type(input('Tags'), ' x', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input('Tags').value).toBe('pci,xbackend');
  });

  it('refuses an end date before the start date with a clear message tied to the field', async () => {
    const { user, onApply } = renderPanel();
    await user.clear(input('End date'));
    await user.type(input('End date'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const errorId = input('End date').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(END_BEFORE_START_MESSAGE);
    expect(input('End date').getAttribute('aria-invalid')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(input('Start date'));
    await user.type(input('Start date'), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByText(END_BEFORE_START_MESSAGE)).toBeNull();
    expect(onApply).toHaveBeenLastCalledWith({ ...DEFAULT_QUERY, startDate: '2026-09-01', endDate: '2026-10-01' });
  });

  it('shows the applied criteria it is given, and shows them again when they change (Back, Forward)', async () => {
    const onApply = vi.fn<(query: FilterQuery) => void>();
    const first = { ...DEFAULT_FORM, startDate: '2026-09-01', branches: 'main' };
    const { rerender } = render(
      <FilterPanel teams={TEAMS} showTeamSelector={false} values={first} onApply={onApply} />,
    );
    expect(input('Start date').value).toBe('2026-09-01');
    expect(input('Branches').value).toBe('main');
    // The same criteria again (a sort, a row opened): what the user is typing stays.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(input('Branches'));
    await user.type(input('Branches'), 'dev');
    rerender(<FilterPanel teams={TEAMS} showTeamSelector={false} values={{ ...first }} onApply={onApply} />);
    expect(input('Branches').value).toBe('dev');
    // Other criteria: the form shows them.
    await act(async () =>
      rerender(
        <FilterPanel teams={TEAMS} showTeamSelector={false} values={{ ...first, tags: 'pci' }} onApply={onApply} />,
      ),
    );
    expect(input('Branches').value).toBe('main');
    expect(input('Tags').value).toBe('pci');
    expect(onApply).not.toHaveBeenCalled();
  });
});
