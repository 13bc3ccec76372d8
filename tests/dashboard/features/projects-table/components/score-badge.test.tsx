import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreBadge } from '@/dashboard/features/projects-table/components/score-badge';

afterEach(cleanup);

describe('ScoreBadge', () => {
  it.each([
    [0, 'high risk'],
    [30, 'high risk'],
    [31, 'moderate risk'],
    [60, 'moderate risk'],
    [61, 'low-moderate risk'],
    [95, 'low-moderate risk'],
    [96, 'low risk'],
    [100, 'low risk'],
  ])('writes out the band of score %i: %s', (score, band) => {
    const { container } = render(<ScoreBadge score={score} />);
    expect(container.textContent).toBe(`${score}${band}`);
    expect(screen.getByText(band)).toBeTruthy();
  });
});
