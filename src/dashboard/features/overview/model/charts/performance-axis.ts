// The value axis of the projects performance chart: a few round ticks each side of 0, written
// compactly ('−50k', '0', '+50k') so that they never run into each other in a narrow card.

/** At most this many ticks on each side of 0 (so at most 5 in all). */
export const PERFORMANCE_TICKS_PER_SIDE = 2;

/** Round steps: 1, 2, 2.5 and 5 times a power of ten. */
const NICE_FACTORS = [1, 2, 2.5, 5] as const;

/** The smallest round step that puts at most `perSide` ticks between 0 and `extent` (> 0). */
export function performanceTickStep(extent: number, perSide: number = PERFORMANCE_TICKS_PER_SIDE): number {
  const sides = Math.max(1, Math.floor(perSide));
  let magnitude = 10 ** Math.floor(Math.log10(extent / sides));
  for (;;) {
    for (const factor of NICE_FACTORS) {
      const step = factor * magnitude;
      // A hair of tolerance: 0.3 / 0.1 must count as 3 steps, not 2.9999.
      if (Math.floor(extent / step + 1e-9) <= sides) return step;
    }
    magnitude *= 10;
  }
}

/**
 * Ticks at multiples of a round step, 0 included, inside the domain: for ±61,131 that is −50,000,
 * −25,000, 0, 25,000 and 50,000. A domain without extent (or not finite) has the one tick 0.
 */
export function performanceAxisTicks(
  domain: { readonly min: number; readonly max: number },
  perSide: number = PERFORMANCE_TICKS_PER_SIDE,
): number[] {
  const extent = Math.max(Math.abs(domain.min), Math.abs(domain.max));
  if (!Number.isFinite(extent) || extent <= 0) return [0];
  const step = performanceTickStep(extent, perSide);
  const count = Math.floor(extent / step + 1e-9);
  const ticks: number[] = [];
  for (let index = -count; index <= count; index += 1) {
    const tick = index * step;
    if (tick >= domain.min && tick <= domain.max) ticks.push(tick === 0 ? 0 : tick);
  }
  return ticks;
}

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/** The typographic minus, as wide as the plus: '−50k' and '+50k' line up. */
const MINUS = '\u2212';

/**
 * A tick label: signed and short. 50,000 → '+50k', −25,000 → '−25k', 2,500 → '+2.5k',
 * 1,200,000 → '+1.2M', 250 → '+250', 0 → '0'. At most one decimal, none when it is 0.
 */
export function formatCompactSigned(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.abs(value) < 0.05 ? 0 : value;
  if (rounded === 0) return '0';
  const sign = rounded > 0 ? '+' : MINUS;
  const size = Math.abs(rounded);
  let text = String(Math.round(size * 10) / 10);
  for (let index = UNITS.length - 1; index >= 0; index -= 1) {
    const unit = UNITS[index];
    if (!unit) continue;
    const scaled = Math.round((size / unit.size) * 10) / 10;
    if (scaled < 1) break;
    // 999,960 is '1M', not '1000k': a unit that reaches 1,000 gives way to the next one.
    if (scaled >= 1000 && index > 0) continue;
    text = `${scaled}${unit.suffix}`;
  }
  return `${sign}${text}`;
}
