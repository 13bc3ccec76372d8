// @ts-check
// The benchmarks' report lines: a median, its spread and the verdict against a target.

/** @param {readonly number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * One line of the report: the median, the spread and the verdict against the target.
 * @param {string} name @param {readonly number[]} values @param {number} target @param {string} unit
 */
export function reportLine(name, values, target, unit) {
  const middle = median(values);
  const round = (/** @type {number} */ value) => (unit === 'ms' ? Math.round(value) : value);
  const spread = `${round(Math.min(...values))}–${round(Math.max(...values))}`;
  const verdict = middle <= target ? 'OK' : `OVER TARGET by ${round(middle - target)} ${unit}`;
  return `${name}: ${round(middle)} ${unit} (median of ${values.length}; ${spread}) — target ≤ ${target} ${unit}  ${verdict}`;
}
