// The team comparison in the DOM, over a fetch that holds every team's answer until the test releases
// it (the account's answers are answered at once): when the account's answer names each project's
// teams, every row comes from it and no team is read; otherwise each row loads and fails on its own,
// at most four calls are under way at once, and leaving cancels.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamsFiguresOf } from '@/dashboard/features/team-comparison/api/use-account-teams';
import { FIGURES_FAILED, type TeamFiguresOf } from '@/dashboard/features/team-comparison/api/use-team-row';
import { TeamComparisonSection } from '@/dashboard/features/team-comparison/components/team-comparison-section';
import type { TeamFigures } from '@/dashboard/features/team-comparison/model/team-row';
import type { FilterQuery } from '@/dashboard/shared/metrics/filters';
import type { MetricsAnswer } from '@/dashboard/shared/metrics/load/metrics-answer';
import { createClient } from '../../../../src/sdk';
import { json, TEST_BASE_URL } from '../../../support/route-fetch';
import { wire } from '../../support/fix-fixtures';
import { sdkWrapper } from '../../support/providers';
import { numberedTeams, teamAnswer, teamFigures } from '../../support/team-fixtures';

afterEach(cleanup);

const QUERY: FilterQuery = { startDate: '2026-10-22', endDate: '2026-11-21', branches: '*', tags: '', cached: true };
const TEAMS = numberedTeams(10);

/** A team's figures: its project count is the number of projects of its answer, so each row tells its own. */
const figuresOf = (current: MetricsAnswer): TeamFigures => teamFigures({ projects: current.summary.projects.length });

interface HeldCall {
  team: string;
  previous: boolean;
  answer: (response: Response) => void;
  signal: AbortSignal | undefined;
}

/** The account's answer of a server that does not name its projects' teams. */
const UNNAMED_ACCOUNT = teamAnswer(3);

/**
 * A fetch whose every team's metrics call waits until the test answers it (`inFlight` counts those
 * not yet settled; `sent` those sent); the account's calls (no teamUUID) get `account`'s answer at
 * once, and are listed in `accountCalls` (true for the previous period's).
 */
function heldFetch(account: () => Response = () => json(UNNAMED_ACCOUNT)) {
  const held: HeldCall[] = [];
  const accountCalls: boolean[] = [];
  const counts = { inFlight: 0, most: 0, sent: 0 };
  const fetch = (request: Request, init?: { signal?: AbortSignal }) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(request.url);
      if (!url.searchParams.has('teamUUID')) {
        accountCalls.push(url.searchParams.get('endDate') !== QUERY.endDate);
        resolve(account());
        return;
      }
      counts.sent += 1;
      counts.inFlight += 1;
      counts.most = Math.max(counts.most, counts.inFlight);
      const settle = () => {
        counts.inFlight -= 1;
      };
      // A fetch is stopped by the signal it is given, or else by its request's (as the metrics read sends it).
      const signal = init?.signal ?? request.signal;
      signal.addEventListener('abort', () => {
        settle();
        reject(signal.reason);
      });
      held.push({
        team: url.searchParams.get('teamUUID') ?? '',
        previous: url.searchParams.get('endDate') !== QUERY.endDate,
        signal,
        answer: (response) => {
          settle();
          resolve(response);
        },
      });
    });
  return { fetch, held, counts, accountCalls };
}

/** Every team's figures from the account's answer: its project count is the projects that name it. */
const teamsFiguresOf: TeamsFiguresOf = async (current, _previous, teamUUIDs) =>
  teamUUIDs.map((uuid) =>
    teamFigures({ projects: current.summary.projects.filter((project) => project.teamUUIDs?.includes(uuid)).length }),
  );

function renderComparison(
  fetch: ReturnType<typeof heldFetch>['fetch'],
  figures: TeamFiguresOf = figuresOf,
  sharedFigures: TeamsFiguresOf = teamsFiguresOf,
) {
  const client = createClient({ baseUrl: TEST_BASE_URL, fetch, retry: false });
  return render(
    <TeamComparisonSection
      teams={TEAMS}
      query={QUERY}
      sort={null}
      onSortChange={() => {}}
      figuresOf={figures}
      teamsFiguresOf={sharedFigures}
      onShowTeam={() => {}}
    />,
    { wrapper: sdkWrapper(client) },
  );
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** Rows still loading or waiting for their turn. */
const pendingRows = () => screen.queryAllByText(/^(Loading…|Waiting for its turn…)$/).length;
const teamIndex = (uuid: string) => TEAMS.findIndex((team) => team.uuid === uuid);

describe('TeamComparisonSection', () => {
  it('sends four calls at a time, in the teams’ order, each row loading on its own, until every team is there', async () => {
    const { fetch, held, counts, accountCalls } = heldFetch();
    renderComparison(fetch);
    await waitFor(() => expect(held).toHaveLength(4));
    // Each team's period and its previous period, team after team.
    expect(held.map((call) => [teamIndex(call.team), call.previous])).toEqual([
      [0, false],
      [0, true],
      [1, false],
      [1, true],
    ]);
    expect(within(rowOf('Team 1')).getByText('Loading…')).toBeTruthy();
    expect(within(rowOf('Team 3')).getByText('Waiting for its turn…')).toBeTruthy();

    // Answer the oldest call each time: team i has i + 1 projects, the previous period none.
    while (held.length > 0) {
      const call = held.shift() as HeldCall;
      await act(async () => call.answer(json(teamAnswer(call.previous ? 0 : teamIndex(call.team) + 1))));
      await waitFor(() => expect(held.length > 0 || pendingRows() === 0).toBe(true));
    }
    await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
    expect(counts.most).toBe(4);
    expect(counts.sent).toBe(20); // each team: the period and the previous one
    expect(within(rowOf('Team 7')).getAllByRole('cell')[0]?.textContent).toBe('7');
    // The account's answer names no team: it was read once, and its previous period not at all.
    expect(accountCalls).toEqual([false]);
  });

  it('one failing team shows its own error and Retry; the others load; Retry reads it again', async () => {
    const { fetch, held } = heldFetch();
    renderComparison(fetch);
    const failing = TEAMS[1]?.uuid;
    let failOnce = true;
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    while (pendingRows() > 0) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      const call = held.shift() as HeldCall;
      const fails = call.team === failing && failOnce;
      if (fails) failOnce = false;
      await act(async () =>
        call.answer(fails ? json({ message: 'team metrics unavailable' }, 500) : json(teamAnswer(1))),
      );
    }
    const failedRow = rowOf('Team 2');
    expect(within(failedRow).getByRole('alert').textContent).toBe(
      'Could not load this team: Team metrics unavailable.',
    );
    expect(screen.getByText('9 of 10 teams loaded, 1 failed')).toBeTruthy();
    expect(within(rowOf('Team 3')).getAllByRole('cell')[0]?.textContent).toBe('1');

    await userEvent.click(within(failedRow).getByRole('button', { name: 'Retry Team 2' }));
    await waitFor(() => expect(within(rowOf('Team 2')).getByText('Loading…')).toBeTruthy());
    while (pendingRows() > 0) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      const call = held.shift() as HeldCall;
      expect(call.team).toBe(failing);
      await act(async () => call.answer(json(teamAnswer(1))));
    }
    await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
  });

  it('leaving the view cancels the calls under way', async () => {
    const { fetch, held, counts } = heldFetch();
    const view = renderComparison(fetch);
    await waitFor(() => expect(held).toHaveLength(4));
    view.unmount();
    await waitFor(() => expect(counts.inFlight).toBe(0));
    expect(held.every((call) => call.signal?.aborted)).toBe(true);
    expect(counts.sent).toBe(4);
  });

  it('a team whose period fails still reads its previous period in its turn, then Retry asks only for what failed', async () => {
    const { fetch, held, counts } = heldFetch();
    renderComparison(fetch);
    await waitFor(() => expect(held).toHaveLength(4));
    while (held.length > 0 || pendingRows() > 0) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      const call = held.shift() as HeldCall;
      const fails = teamIndex(call.team) === 0 && !call.previous;
      await act(async () => call.answer(fails ? json({ message: 'down' }, 500) : json(teamAnswer(1))));
      if (held.length === 0 && pendingRows() === 0) break;
    }
    expect(counts.most).toBe(4);
    expect(counts.sent).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: 'Retry Team 1' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]?.previous).toBe(false); // the previous period's answer is cached
    await act(async () => held.shift()?.answer(json(teamAnswer(1))));
    await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
    expect(counts.sent).toBe(21);
  });

  it('a team whose figures cannot be made from its answers says so, and Retry reads both its periods again', async () => {
    const { fetch, held, counts } = heldFetch();
    let failures = 1;
    // Made where the answers are (a promise): the first attempt for Team 2 fails, as when its worker is gone.
    const figures: TeamFiguresOf = async (current) => {
      if (current.summary.projects.length === 2 && failures > 0) {
        failures -= 1;
        throw new Error('the worker is gone');
      }
      return figuresOf(current);
    };
    renderComparison(fetch, figures);
    while (held.length > 0 || pendingRows() > 0) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      const call = held.shift() as HeldCall;
      await act(async () => call.answer(json(teamAnswer(call.previous ? 0 : teamIndex(call.team) + 1))));
      if (held.length === 0 && pendingRows() === 0) break;
    }
    await waitFor(() => expect(screen.getByText('9 of 10 teams loaded, 1 failed')).toBeTruthy());
    expect(within(rowOf('Team 2')).getByRole('alert').textContent).toBe(`Could not load this team: ${FIGURES_FAILED}`);
    expect(counts.sent).toBe(20);

    await userEvent.click(screen.getByRole('button', { name: 'Retry Team 2' }));
    await waitFor(() => expect(held).toHaveLength(2));
    while (held.length > 0) {
      const call = held.shift() as HeldCall;
      await act(async () => call.answer(json(teamAnswer(call.previous ? 0 : 2))));
      await waitFor(() => expect(held.length > 0 || pendingRows() === 0).toBe(true));
    }
    await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
    expect(counts.sent).toBe(22);
    expect(within(rowOf('Team 2')).getAllByRole('cell')[0]?.textContent).toBe('2');
  });

  describe('when the account’s answer names each project’s teams', () => {
    /** The account's answer: Team i names i projects (one of them in every case), one project names no team. */
    const namedAccount = (teamUUIDsOf: (index: number) => unknown = (index) => [TEAMS[index % 10]?.uuid]) => ({
      projects: [
        ...Array.from({ length: 55 }, (_, index) => ({
          ...wire(`https://github.com/acme/p${index}`, []),
          // 0: Team 1; 1, 2: Team 2; 3, 4, 5: Team 3; …
          teamUUIDs: teamUUIDsOf(Math.floor((Math.sqrt(8 * index + 1) - 1) / 2)),
        })),
        { ...wire('https://github.com/acme/nobody', []), teamUUIDs: [] },
      ],
    });

    it('derives every row from the account’s two answers and reads no team’s', async () => {
      const { fetch, counts, accountCalls } = heldFetch(() => json(namedAccount()));
      renderComparison(fetch);
      await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
      expect(within(rowOf('Team 7')).getAllByRole('cell')[0]?.textContent).toBe('7');
      expect(counts.sent).toBe(0);
      expect(accountCalls).toEqual([false, true]); // the period, then the previous one
    });

    it('reads hostile teams as the normaliser keeps them: junk dropped, any case, and an answer not naming every project read per team', async () => {
      const mixed = (index: number) => [TEAMS[index]?.uuid.toUpperCase(), 'team-a', null, { uuid: TEAMS[0]?.uuid }];
      const { fetch, counts } = heldFetch(() => json(namedAccount(mixed)));
      renderComparison(fetch);
      await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
      expect(within(rowOf('Team 4')).getAllByRole('cell')[0]?.textContent).toBe('4');
      expect(counts.sent).toBe(0);
      cleanup();

      // One project whose teams are not a list: the answer does not say which teams every project is in.
      const unsure = namedAccount();
      (unsure.projects[3] as Record<string, unknown>).teamUUIDs = TEAMS[2]?.uuid;
      const perTeam = heldFetch(() => json(unsure));
      renderComparison(perTeam.fetch);
      await waitFor(() => expect(perTeam.held).toHaveLength(4));
      expect(perTeam.accountCalls).toEqual([false]);
    });

    it('rows whose figures cannot be made say so; Retry reads the account’s answers again and derives again', async () => {
      const { fetch, counts, accountCalls } = heldFetch(() => json(namedAccount()));
      let failures = 1;
      const flaky: TeamsFiguresOf = async (...args) => {
        if (failures-- > 0) throw new Error('the worker is gone');
        return teamsFiguresOf(...args);
      };
      renderComparison(fetch, figuresOf, flaky);
      await waitFor(() => expect(screen.getByText('0 of 10 teams loaded, 10 failed')).toBeTruthy());
      expect(within(rowOf('Team 3')).getByRole('alert').textContent).toBe(
        `Could not load this team: ${FIGURES_FAILED}`,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Retry Team 3' }));
      await waitFor(() => expect(screen.getByText('10 of 10 teams loaded')).toBeTruthy());
      expect(accountCalls).toEqual([false, true, false, true]);
      expect(counts.sent).toBe(0);
    });
  });
});
