import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedViewsMenu } from '@/dashboard/features/saved-views/components/saved-views-menu';
import { SAVED_VIEWS_STORAGE_KEY } from '@/dashboard/features/saved-views/model/saved-views';

const stored = () => JSON.parse(localStorage.getItem(SAVED_VIEWS_STORAGE_KEY) ?? 'null');
const toggle = () => screen.getByRole('button', { name: 'Saved views' });
const panel = () => screen.getByRole('region', { name: 'Saved views' });
const savedList = () => screen.getByRole('list', { name: 'Views saved in this browser' });
const savedNames = () =>
  within(savedList())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard?startDate=2026-10-01&endDate=2026-10-31&q=api&sort=score-desc');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('saved views', () => {
  it('names the current view (every parameter of the address) and keeps it in this browser', async () => {
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No saved views yet.')).toBeTruthy();
    // The name field has the focus as the panel opens.
    expect(document.activeElement).toBe(screen.getByLabelText('Name this view'));
    await user.keyboard('API in October{Enter}');
    expect(savedNames()).toEqual(['API in October']);
    expect(screen.getByText("Saved 'API in October'.")).toBeTruthy();
    expect(stored()).toEqual([
      { name: 'API in October', search: '?startDate=2026-10-01&endDate=2026-10-31&q=api&sort=score-desc' },
    ]);
  });

  it('opens a saved view: its address goes to the page, and the panel closes with the focus on its button', async () => {
    localStorage.setItem(SAVED_VIEWS_STORAGE_KEY, JSON.stringify([{ name: 'Team view', search: '?teamUUID=t-1' }]));
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={onOpen} />);
    await user.click(toggle());
    await user.click(within(savedList()).getByRole('button', { name: 'Team view' }));
    expect(onOpen).toHaveBeenCalledWith('?teamUUID=t-1');
    expect(screen.queryByRole('region', { name: 'Saved views' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('refuses an empty name and a name already used, saying why beside the field', async () => {
    localStorage.setItem(SAVED_VIEWS_STORAGE_KEY, JSON.stringify([{ name: 'Weekly', search: '' }]));
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const field = screen.getByLabelText('Name this view');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a name for this view.').id).toBe(field.getAttribute('aria-describedby'));
    await user.type(field, 'weekly{Enter}');
    expect(screen.getByText('A saved view already has this name.')).toBeTruthy();
    expect(savedNames()).toEqual(['Weekly']);
  });

  it('renames from the keyboard: Enter keeps the new name, Escape cancels and only that', async () => {
    localStorage.setItem(
      SAVED_VIEWS_STORAGE_KEY,
      JSON.stringify([
        { name: 'First', search: '?q=a' },
        { name: 'Second', search: '?q=b' },
      ]),
    );
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    screen.getByRole('button', { name: 'Rename Second' }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('New name for Second');
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Control>}a{/Control}first{Enter}');
    expect(screen.getByText('A saved view already has this name.')).toBeTruthy();
    await user.keyboard('{Control>}a{/Control}Payments{Enter}');
    expect(savedNames()).toEqual(['First', 'Payments']);
    expect(stored()).toEqual([
      { name: 'First', search: '?q=a' },
      { name: 'Payments', search: '?q=b' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Payments' })));

    await user.keyboard('{Enter}');
    await user.keyboard('Discarded{Escape}');
    // Escape left the renaming, not the panel.
    expect(panel()).toBeTruthy();
    expect(savedNames()).toEqual(['First', 'Payments']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Payments' })));
    // A second Escape closes the panel.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Saved views' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('deletes a view', async () => {
    localStorage.setItem(
      SAVED_VIEWS_STORAGE_KEY,
      JSON.stringify([
        { name: 'First', search: '?q=a' },
        { name: 'Second', search: '?q=b' },
      ]),
    );
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    expect(savedNames()).toEqual(['Second']);
    expect(screen.getByText("Deleted 'First'.")).toBeTruthy();
    expect(stored()).toEqual([{ name: 'Second', search: '?q=b' }]);
  });

  it('a corrupted stored value shows no views and does not crash; saving replaces it', async () => {
    localStorage.setItem(SAVED_VIEWS_STORAGE_KEY, '[{"name": "Half a view", "search": ');
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    expect(screen.getByText('No saved views yet.')).toBeTruthy();
    await user.keyboard('Fresh{Enter}');
    expect(stored()).toHaveLength(1);
  });

  it('storage that refuses keeps the view for this visit and says so', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    await user.keyboard('Kept here{Enter}');
    expect(savedNames()).toEqual(['Kept here']);
    expect(screen.getByText('Kept for this visit only: this browser refused to store it.')).toBeTruthy();
  });

  it('follows views saved in another tab', async () => {
    const user = userEvent.setup();
    render(<SavedViewsMenu onOpen={() => {}} />);
    await user.click(toggle());
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: SAVED_VIEWS_STORAGE_KEY,
          newValue: JSON.stringify([{ name: 'From the other tab', search: '?q=x' }]),
        }),
      );
    });
    expect(savedNames()).toEqual(['From the other tab']);
  });
});
