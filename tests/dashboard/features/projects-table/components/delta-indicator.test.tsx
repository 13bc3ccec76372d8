import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeltaIndicator } from '@/dashboard/features/projects-table/components/delta-indicator';
import { deltaDisplay } from '@/dashboard/features/projects-table/model/scan-list';

afterEach(cleanup);

/** The text a sighted user sees (the hidden screen-reader text aside) and the text a screen reader hears. */
function renderDelta(delta: number) {
  const { container } = render(<DeltaIndicator delta={deltaDisplay(delta)} />);
  const hidden = container.querySelector('.visually-hidden');
  const visible = Array.from(container.querySelectorAll('[aria-hidden="true"]:not(svg)')).map(
    (node) => node.textContent,
  );
  return { spoken: hidden?.textContent, visible, icon: container.querySelector('svg path')?.getAttribute('d') };
}

describe('DeltaIndicator', () => {
  it('shows a minus icon and no number when nothing changed', () => {
    const zero = renderDelta(0);
    expect(zero.visible).toEqual([]);
    expect(zero.spoken).toBe('no change');
    expect(zero.icon).toBe('M5 12h14');
  });

  it('shows an up arrow with the absolute value when vulnerabilities went up', () => {
    const up = renderDelta(4);
    expect(up.visible).toEqual(['4']);
    expect(up.spoken).toBe('up 4');
    expect(up.icon).toContain('M12 19V5');
  });

  it('shows a down arrow with the absolute value when vulnerabilities went down', () => {
    const down = renderDelta(-3);
    expect(down.visible).toEqual(['3']);
    expect(down.spoken).toBe('down 3');
    expect(down.icon).toContain('M12 5v14');
  });

  it('colours up as bad (red) and down as good (green)', () => {
    const { container: up } = render(<DeltaIndicator delta={deltaDisplay(4)} />);
    const { container: down } = render(<DeltaIndicator delta={deltaDisplay(-3)} />);
    expect(up.firstElementChild?.className).toMatch(/\bbad\b|_bad_/);
    expect(down.firstElementChild?.className).toMatch(/\bgood\b|_good_/);
  });
});
