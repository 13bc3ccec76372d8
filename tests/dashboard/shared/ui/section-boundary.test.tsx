import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_FAILED_MESSAGE, SectionBoundary, SectionResetKey } from '@/dashboard/shared/ui/section-boundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A section that throws while `state.broken` holds, and draws its name otherwise. */
function Flaky({ state, name }: { state: { broken: boolean }; name: string }) {
  if (state.broken) throw new Error('upstream sent <script>token</script>');
  return <p>{name} drawn</p>;
}

function page(state: { broken: boolean }, resetKey?: unknown) {
  return (
    <>
      <SectionBoundary label="Summary">
        <Flaky state={{ broken: false }} name="Summary" />
      </SectionBoundary>
      <SectionBoundary label="Charts" resetKey={resetKey}>
        <Flaky state={state} name="Charts" />
      </SectionBoundary>
      <SectionBoundary label="Projects">
        <Flaky state={{ broken: false }} name="Projects" />
      </SectionBoundary>
    </>
  );
}

describe('SectionBoundary', () => {
  it('a section that throws shows the message in its place; the others stay', () => {
    // React reports the caught error on the console; the page shows none of it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(page({ broken: true }));
    const failed = screen.getByRole('region', { name: 'Charts' });
    expect(failed.textContent).toContain(SECTION_FAILED_MESSAGE);
    expect(failed.textContent).not.toContain('token');
    expect(screen.getByText('Summary drawn')).toBeTruthy();
    expect(screen.getByText('Projects drawn')).toBeTruthy();
    expect(screen.queryByText('Charts drawn')).toBeNull();
  });

  it('Try again draws the section anew: it shows once it no longer throws, and the message again if it does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const state = { broken: true };
    render(page(state));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText(SECTION_FAILED_MESSAGE)).toBeTruthy();
    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Charts drawn')).toBeTruthy();
    expect(screen.queryByText(SECTION_FAILED_MESSAGE)).toBeNull();
  });

  it('new data (a new reset key) lets the section try again by itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { broken: true };
    const { rerender } = render(page(state, 'first answer'));
    expect(screen.getByText(SECTION_FAILED_MESSAGE)).toBeTruthy();
    state.broken = false;
    rerender(page(state, 'first answer'));
    expect(screen.getByText(SECTION_FAILED_MESSAGE)).toBeTruthy();
    rerender(page(state, 'second answer'));
    expect(screen.getByText('Charts drawn')).toBeTruthy();
  });

  it('a section without a reset key of its own takes the page’s (SectionResetKey), and its own one first', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { broken: true };
    const sections = (pageKey: string, ownKey?: string) => (
      <SectionResetKey value={pageKey}>
        <SectionBoundary label="Charts">
          <Flaky state={state} name="Charts" />
        </SectionBoundary>
        <SectionBoundary label="Projects" resetKey={ownKey}>
          <Flaky state={state} name="Projects" />
        </SectionBoundary>
      </SectionResetKey>
    );
    const { rerender } = render(sections('first model', 'own'));
    expect(screen.getAllByText(SECTION_FAILED_MESSAGE)).toHaveLength(2);
    state.broken = false;
    rerender(sections('first model', 'own'));
    expect(screen.getAllByText(SECTION_FAILED_MESSAGE)).toHaveLength(2);
    rerender(sections('second model', 'own'));
    expect(screen.getByText('Charts drawn')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Projects' }).textContent).toContain(SECTION_FAILED_MESSAGE);
    rerender(sections('second model', 'new own'));
    expect(screen.getByText('Projects drawn')).toBeTruthy();
  });
});
