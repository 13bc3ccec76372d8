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
 * An amount as its measure is written: milliseconds whole, ratios (×) with 2 decimals, anything else
 * (a count of rows) to at most 2 decimals, so a difference never shows a float's tail (0.7799999999999998).
 * @param {number} value @param {string} unit
 */
function formatAmount(value, unit) {
  if (unit === 'ms') return String(Math.round(value));
  if (unit === '×') return value.toFixed(2);
  return String(Math.round(value * 100) / 100);
}

/**
 * One line of the report: the median, the spread and the verdict against the target, each amount
 * (the over-target one included) written like the measure.
 * @param {string} name @param {readonly number[]} values @param {number} target @param {string} unit
 */
export function reportLine(name, values, target, unit) {
  const middle = median(values);
  const format = (/** @type {number} */ value) => formatAmount(value, unit);
  const spread = `${format(Math.min(...values))}–${format(Math.max(...values))}`;
  const verdict = middle <= target ? 'OK' : `OVER TARGET by ${format(middle - target)} ${unit}`;
  return `${name}: ${format(middle)} ${unit} (median of ${values.length}; ${spread}) — target ≤ ${target} ${unit}  ${verdict}`;
}
