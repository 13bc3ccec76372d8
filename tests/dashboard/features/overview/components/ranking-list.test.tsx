import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RankingList } from '@/dashboard/features/overview/components/ranking-list';
import { metricsModel } from './widget-fixtures';

afterEach(cleanup);

// Performance scores: payments-api +30,002 (score 40 → 70), ledger +5,000, checkout on two branches
// -12,000 (main) and -2,000 (release).
const MODEL = metricsModel([
  { url: 'https://github.com/acme/payments-api', scores: [40, 65, 70], counts: [12, 11, 10] },
  { url: 'https://github.com/acme/ledger', scores: [60, 65] },
  { url: 'https://github.com/acme/checkout', branch: 'main', scores: [80, 68] },
  { url: 'https://github.com/acme/checkout', branch: 'release/2.4', scores: [50, 48] },
]);
const { topPerforming, leastPerforming } = MODEL.account;

const entryButtons = () => within(screen.getByRole('list')).getAllByRole('button');

describe('RankingList', () => {
  it('lists the most improved projects under their title with label, performance score and score change', () => {
    render(<RankingList kind="most-improved" entries={topPerforming} onSelect={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Most improved' })).toBeTruthy();
    const [first, second] = entryButtons();
    expect(first?.textContent).toContain('https://github.com/acme/payments-api');
    expect(first?.textContent).toContain('Performance+30,002');
    expect(first?.textContent).toContain('Score change+5');
    expect(second?.textContent).toContain('https://github.com/acme/ledger');
    expect(entryButtons()).toHaveLength(2);
  });

  it('titles the underachievers and appends :branch to a URL that appears under several branches', () => {
    render(<RankingList kind="underachievers" entries={leastPerforming} onSelect={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Underachievers' })).toBeTruthy();
    const labels = entryButtons().map((button) => button.querySelector('[title]')?.textContent);
    expect(labels).toEqual(['https://github.com/acme/checkout:release/2.4', 'https://github.com/acme/checkout:main']);
  });

  it('shows the repository name, with its branch, under the host and organisation; the full label stays its title and name', () => {
    render(<RankingList kind="underachievers" entries={leastPerforming} onSelect={() => {}} />);
    const [first] = entryButtons();
    const button = first as HTMLElement;
    const label = button.querySelector('[title]') as HTMLElement;
    expect(label.getAttribute('title')).toBe('https://github.com/acme/checkout:release/2.4');
    expect([...label.children].map((part) => part.textContent)).toEqual([
      'https://github.com/acme/',
      'checkout:release/2.4',
    ]);
    // Drawn in two parts, named as one: the trend, the label whole, then the figures.
    expect(
      screen.getByRole('button', {
        name: /^Slight decrease\s*https:\/\/github\.com\/acme\/checkout:release\/2\.4\s*Performance/,
      }),
    ).toBe(button);
  });

  it('shows the empty messages word for word when a list is empty', () => {
    render(
      <>
        <RankingList kind="most-improved" entries={[]} onSelect={() => {}} />
        <RankingList kind="underachievers" entries={[]} onSelect={() => {}} />
      </>,
    );
    expect(screen.getByText('No improvements for this selection')).toBeTruthy();
    expect(screen.getByText('No underperforming projects for this selection')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onSelect with the row id of the entry clicked', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<RankingList kind="most-improved" entries={topPerforming} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /acme\/ledger/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(topPerforming[1]?.project.rowId);
  });

  it('lets a keyboard user reach each entry with Tab and choose it with Enter or Space', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<RankingList kind="underachievers" entries={leastPerforming} onSelect={onSelect} />);
    await user.tab();
    expect(document.activeElement).toBe(entryButtons()[0]);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(entryButtons()[1]);
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([[leastPerforming[0]?.project.rowId], [leastPerforming[1]?.project.rowId]]);
  });

  it('shows an increase trend icon for the most improved and a decrease icon for underachievers, stronger for bigger changes', () => {
    const { unmount } = render(<RankingList kind="most-improved" entries={topPerforming} onSelect={() => {}} />);
    expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Strong increase',
      'Slight increase',
    ]);
    expect(screen.getAllByRole('img')[0]?.querySelectorAll('path')).toHaveLength(3);
    unmount();

    render(<RankingList kind="underachievers" entries={leastPerforming} onSelect={() => {}} />);
    expect(screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Slight decrease',
      'Clear decrease',
    ]);
  });
});
