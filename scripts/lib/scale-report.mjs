// @ts-check
// The scale benchmark's pure parts (scripts/bench-browser-scale.mjs): its options, when a larger
// account need not be tried, the table of cost against account size, and the chart of it as SVG.
import { parseArgs } from 'node:util';
import { median } from './bench-report.mjs';

/** @typedef {import('./page-marks.mjs').LoadBlocking} LoadBlocking */
/** @typedef {import('./heap-sampler.mjs').HeapSamples} HeapSamples */

/**
 * @typedef {object} OpenedRun one page that showed the account
 * @property {true} opened
 * @property {number} bodyBytes the metrics answer's bytes, as sent
 * @property {number} firstRowMs navigation → the first project row painted
 * @property {number} settledMs navigation → no spinner left in the page
 * @property {LoadBlocking} blocking the long tasks from navigation until the page went quiet
 * @property {HeapSamples} heap the page's JS heap while it loaded
 * @property {ActionTimes} [actions] what the user then does, timed (none on a second visit, or when the
 *   run did not get there)
 */

/**
 * @typedef {object} ActionTimes the actions on the loaded account, each its click → the result painted
 * @property {number} openWorklistMs the worklist scrolled into view → a row of it in the window
 * @property {number} openByVulnerabilityMs *By vulnerability* → its first row in the window
 * @property {number} expandMs a project row's toggle → its chart
 * @property {number} sortMs the Vulnerabilities header → the table re-sorted
 */

/**
 * @typedef {object} FailedRun one page that did not show the account
 * @property {false} opened
 * @property {number} bodyBytes the bytes sent before the page gave up
 * @property {string} reason the error the page showed, or why the run was stopped
 * @property {boolean} overStringLimit the page's error says the answer is longer than a string can be
 */

/** @typedef {OpenedRun | FailedRun} ScaleRun */

/**
 * @typedef {object} SizeResult
 * @property {number} projects the account's projects (60 scans each)
 * @property {ScaleRun[]} runs first visits, each in a new profile
 * @property {ScaleRun[]} [secondVisits] the visit after each first one, in the same profile
 * @property {string} [notRun] why the size was not tried
 */

export const DEFAULT_SIZES = /** @type {const} */ ([2000, 5000, 10_000, 20_000, 50_000]);
const DEFAULT_TIME_LIMIT_S = 180;

/**
 * The command's options: --runs N (default 1), --sizes 2000,5000 (default every size; run in
 * ascending order whatever the order given), --time-limit S (seconds a size may take to open, default
 * 180), --skip-build (reuse dist/), --write-chart (write the SVG chart).
 * @param {string[]} args
 */
export function readScaleOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '1' },
      sizes: { type: 'string', default: DEFAULT_SIZES.join(',') },
      'time-limit': { type: 'string', default: String(DEFAULT_TIME_LIMIT_S) },
      'skip-build': { type: 'boolean', default: false },
      'write-chart': { type: 'boolean', default: false },
      'cpu-slowdown': { type: 'string', default: '1' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not "${values.runs}".`);
  const sizes = values.sizes.split(',').map((text) => {
    const size = Number(text);
    if (!/^\s*\d+\s*$/.test(text) || size < 1 || size > 1_000_000) {
      throw new Error(`--sizes takes project counts from 1 to 1,000,000 separated by commas, not "${values.sizes}".`);
    }
    return size;
  });
  const timeLimitS = Number(values['time-limit']);
  if (!Number.isFinite(timeLimitS) || timeLimitS <= 0) {
    throw new Error(`--time-limit must be a number of seconds above 0, not "${values['time-limit']}".`);
  }
  const cpuSlowdown = readCpuSlowdown(values['cpu-slowdown']);
  return {
    runs,
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    cpuSlowdown,
    timeLimitMs: timeLimitS * 1000,
    skipBuild: values['skip-build'],
    writeChart: values['write-chart'],
  };
}

/**
 * `--cpu-slowdown`'s value, for every browser bench that takes it: how many times slower the page's
 * thread runs (browser-harness.mjs, `slowPageThread`), from 1 (as it is) to 20.
 * @param {string} text @returns {number}
 */
export function readCpuSlowdown(text) {
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 1 || rate > 20) {
    throw new Error(`--cpu-slowdown must be a number from 1 to 20, not "${text}".`);
  }
  return rate;
}

/** Chromium's words (V8's) when a text is longer than one string can be. */
const STRING_LIMIT = /string longer than|invalid string length/i;

/** @param {string} message @returns {boolean} whether it is the longest-string error */
export const isStringLimitError = (message) => STRING_LIMIT.test(message);

/**
 * Why a larger account is not tried, or undefined to try it. It is left out only when it would
 * certainly fail too: every run of a smaller account failed on the longest string the page can hold,
 * and the answer grows with the projects, so a larger account's is longer still. A time limit or a
 * crash says nothing certain about a larger account: it is tried.
 * @param {readonly SizeResult[]} done the sizes measured so far, smaller ones
 * @param {number} projects the size to try next
 * @returns {string | undefined}
 */
export function reasonNotToRun(done, projects) {
  const over = done.find(
    (result) =>
      result.projects < projects &&
      result.runs.length > 0 &&
      result.runs.every((run) => !run.opened && run.overStringLimit),
  );
  if (!over) return undefined;
  return `the answer of ${formatCount(over.projects)} projects was already longer than the longest string the page can hold, and this one is longer`;
}

/** @param {number} count */
const formatCount = (count) => count.toLocaleString('en-US');
/** @param {number} ms */
const formatMs = (ms) => `${formatCount(Math.round(ms))} ms`;
/** @param {number} bytes decimal megabytes: the body as sent, the heap as Chromium counts it */
const formatMb = (bytes) => `${(bytes / 1e6).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;

/**
 * The median of the runs, with their range when it shows a difference.
 * @param {readonly number[]} values @param {(value: number) => string} format
 */
function medianCell(values, format) {
  const [lowest, highest] = [format(Math.min(...values)), format(Math.max(...values))];
  return lowest === highest ? format(median(values)) : `${format(median(values))} (${lowest}–${highest})`;
}

/** @param {string} text @returns {string} one line in a Markdown table cell */
const cell = (text) => text.replaceAll('\n', ' ').replaceAll('|', '\\|');

const TABLE_HEADER = [
  '| projects × 60 scans | visit | metrics body | navigation → first row | settled (no spinner) | quiet from | total blocking time | longest task | JS heap, peak |',
  '|---:|:---|---:|---:|---:|---:|---:|---:|---:|',
];

/**
 * The table of cost against account size, as Markdown lines (printed, and pasted in the docs as it is):
 * a row of first visits per size and, when measured, a row of second visits. Figures are medians of
 * the runs that opened, with their range when there are several; the blocking counts every long task
 * from navigation until the page went quiet.
 * @param {readonly SizeResult[]} results
 * @returns {string[]}
 */
export function scaleTable(results) {
  return [
    ...TABLE_HEADER,
    ...results.flatMap((result) => [
      tableRow(result.projects, 'first', result.runs, result.notRun),
      ...(result.secondVisits?.length ? [tableRow(result.projects, 'second', result.secondVisits)] : []),
    ]),
  ];
}

/**
 * When the runs went quiet, and how many never did (their blocking counted to the ceiling).
 * @param {readonly OpenedRun[]} opened
 */
function quietCell(opened) {
  const quiet = opened.flatMap((run) => (run.blocking.quietAtMs === undefined ? [] : [run.blocking.quietAtMs]));
  const never = opened.length - quiet.length;
  if (never === 0) return medianCell(quiet, formatMs);
  const ceiling = formatMs(Math.max(...opened.map((run) => run.blocking.countedUntilMs)));
  const neverText = `${never === opened.length ? 'never' : `${never} of ${opened.length} never`} quiet by ${ceiling}`;
  return quiet.length === 0 ? neverText : `${medianCell(quiet, formatMs)} (${neverText})`;
}

/**
 * @param {number} projects @param {string} visit @param {readonly ScaleRun[]} runs
 * @param {string} [notRun]
 */
function tableRow(projects, visit, runs, notRun) {
  const size = formatCount(projects);
  if (notRun !== undefined || runs.length === 0) {
    return `| ${size} | ${visit} | | not run: ${cell(notRun ?? 'no run')} | | | | | |`;
  }
  const opened = /** @type {OpenedRun[]} */ (runs.filter((run) => run.opened));
  const failed = /** @type {FailedRun[]} */ (runs.filter((run) => !run.opened));
  const body = medianCell(
    runs.map((run) => run.bodyBytes),
    formatMb,
  );
  if (opened.length === 0) {
    const reasons = [...new Set(failed.map((run) => run.reason))].join('; ');
    const count = runs.length > 1 ? ` (${runs.length} runs)` : '';
    return `| ${size} | ${visit} | ${body} sent | did not open${count}: ${cell(reasons)} | | | | | |`;
  }
  const notOpened = failed.length > 0 ? ` (${failed.length} of ${runs.length} runs did not open)` : '';
  const medianOf = (/** @type {(run: OpenedRun) => number} */ value, /** @type {(n: number) => string} */ format) =>
    medianCell(opened.map(value), format);
  return `| ${[
    size,
    visit,
    body,
    `${medianOf((run) => run.firstRowMs, formatMs)}${notOpened}`,
    medianOf((run) => run.settledMs, formatMs),
    quietCell(opened),
    medianOf((run) => run.blocking.totalBlockingMs, formatMs),
    medianOf((run) => run.blocking.longestTaskMs, formatMs),
    medianOf((run) => run.heap.peakBytes, formatMb),
  ].join(' | ')} |`;
}

/** A round top for an axis: 1, 2 or 5 times a power of ten, at least `value`. */
/** @param {number} value */
export function niceCeiling(value) {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  // Below the smallest power of ten a double holds (a denormal such as 1.5e-323 ms), 1 is as round.
  if (!(power > 0)) return 1;
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power;
}

/** @param {string} text */
const escapeXml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const WIDTH = 640;
const LEFT = 70;
const RIGHT = 20;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;

/**
 * @typedef {object} Panel
 * @property {string} title
 * @property {string} unit the y axis's unit
 * @property {number} top the panel's top edge in the SVG
 * @property {number} height the plot's height
 * @property {{ name: string, colour: string, dash?: string, value: (run: OpenedRun) => number }[]} lines
 */

/**
 * The chart of cost against account size: projects on x; above, milliseconds (the first row and
 * the total blocking time); below, the JS heap's peak in MB. A size that did not open is marked on
 * the x axis. Medians of the first visits that opened.
 * @param {readonly SizeResult[]} results
 * @param {{ caption?: string }} [options] a line under the title (the date, the build, the load)
 * @returns {string} a standalone SVG document
 */
export function scaleChartSvg(results, { caption = '' } = {}) {
  const maxProjects = niceCeiling(Math.max(1, ...results.map((result) => result.projects)));
  const x = (/** @type {number} */ projects) => LEFT + (projects / maxProjects) * PLOT_WIDTH;
  /** @type {Panel[]} */
  const panels = [
    {
      title: 'Time (ms)',
      unit: 'ms',
      top: 60,
      height: 220,
      lines: [
        { name: 'navigation → first row', colour: '#1f6feb', value: (run) => run.firstRowMs },
        { name: 'total blocking time', colour: '#d1480f', dash: '6 4', value: (run) => run.blocking.totalBlockingMs },
      ],
    },
    {
      title: 'JS heap, peak (MB)',
      unit: 'MB',
      top: 340,
      height: 120,
      lines: [{ name: 'JS heap, peak', colour: '#2da44e', value: (run) => run.heap.peakBytes / 1e6 }],
    },
  ];
  const height = 520;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="11" role="img" aria-labelledby="scale-title">`,
    `<title id="scale-title">The dashboard's cost against account size (projects × 60 scans)</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="20" font-size="14" font-weight="bold">Cost against account size (projects × 60 scans)</text>`,
  ];
  if (caption) parts.push(`<text x="${LEFT}" y="38" fill="#555555">${escapeXml(caption)}</text>`);
  for (const panel of panels) parts.push(...panelSvg(panel, results, x, maxProjects));
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/**
 * One panel: its axes and grid, a line per measure through the sizes that opened, a mark per size
 * that did not.
 * @param {Panel} panel @param {readonly SizeResult[]} results
 * @param {(projects: number) => number} x @param {number} maxProjects
 */
function panelSvg({ title, unit, top, height, lines }, results, x, maxProjects) {
  const bottom = top + height;
  const medians = results.map((result) => {
    const opened = /** @type {OpenedRun[]} */ (result.runs.filter((run) => run.opened));
    return {
      projects: result.projects,
      values: opened.length === 0 ? undefined : lines.map((line) => median(opened.map(line.value))),
    };
  });
  const highest = Math.max(0, ...medians.flatMap((point) => point.values ?? []));
  // Gridlines a round step apart, at most four above the axis, the top one at or over the highest point.
  const yStep = niceCeiling(highest / 4);
  const steps = Math.max(1, Math.ceil(highest / yStep));
  const yTop = yStep * steps;
  const y = (/** @type {number} */ value) => bottom - (value / yTop) * height;
  const parts = [`<text x="${LEFT}" y="${top - 8}" font-weight="bold">${escapeXml(title)}</text>`];
  for (let step = 0; step <= steps; step += 1) {
    const value = yStep * step;
    parts.push(
      `<line x1="${LEFT}" x2="${LEFT + PLOT_WIDTH}" y1="${round(y(value))}" y2="${round(y(value))}" stroke="#dddddd"/>`,
      `<text x="${LEFT - 6}" y="${round(y(value) + 4)}" text-anchor="end">${escapeXml(`${formatCount(value)} ${unit}`)}</text>`,
    );
  }
  for (let step = 0; step <= 5; step += 1) {
    const projects = (maxProjects * step) / 5;
    parts.push(
      `<text x="${round(x(projects))}" y="${bottom + 16}" text-anchor="middle">${formatCount(projects)}</text>`,
    );
  }
  parts.push(
    `<text x="${LEFT + PLOT_WIDTH}" y="${bottom + 30}" text-anchor="end" fill="#555555">projects</text>`,
    `<line x1="${LEFT}" x2="${LEFT}" y1="${top}" y2="${bottom}" stroke="#333333"/>`,
    `<line x1="${LEFT}" x2="${LEFT + PLOT_WIDTH}" y1="${bottom}" y2="${bottom}" stroke="#333333"/>`,
  );
  lines.forEach((line, index) => {
    const points = medians.flatMap((point) =>
      point.values === undefined ? [] : [[x(point.projects), y(/** @type {number} */ (point.values[index]))]],
    );
    const path = points.map(([px, py]) => `${round(/** @type {number} */ (px))},${round(/** @type {number} */ (py))}`);
    const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
    parts.push(
      `<polyline data-measure="${escapeXml(line.name)}" points="${path.join(' ')}" fill="none" stroke="${line.colour}" stroke-width="2"${dash}/>`,
      ...path.map((point) => {
        const [cx, cy] = point.split(',');
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${line.colour}"/>`;
      }),
      // The legend beside the panel's title, above the plot, where no point can hide it.
      `<line x1="${LEFT + 170 + index * 190}" x2="${LEFT + 194 + index * 190}" y1="${top - 12}" y2="${top - 12}" stroke="${line.colour}" stroke-width="2"${dash}/>`,
      `<text x="${LEFT + 198 + index * 190}" y="${top - 8}">${escapeXml(line.name)}</text>`,
    );
  });
  for (const point of medians) {
    const result = results.find((entry) => entry.projects === point.projects);
    if (point.values !== undefined || !result) continue;
    const label = result.notRun === undefined && result.runs.length > 0 ? 'did not open' : 'not run';
    parts.push(
      `<text data-size="${point.projects}" x="${round(x(point.projects))}" y="${bottom - 6}" text-anchor="middle" fill="#cf222e" font-size="14">×</text>`,
      `<text x="${round(x(point.projects))}" y="${bottom - 22}" text-anchor="end" fill="#cf222e">${label}</text>`,
    );
  }
  return parts;
}

/** @param {number} value */
const round = (value) => Math.round(value * 10) / 10;

/** The actions' targets, as on the large account (scripts/bench-browser.mjs). */
const ACTION_COLUMNS = /** @type {const} */ ([
  ['opening the worklist', 'openWorklistMs', 200],
  ['by vulnerability', 'openByVulnerabilityMs', 200],
  ['expanding a row', 'expandMs', 100],
  ['sorting the projects', 'sortMs', 100],
]);

/**
 * The table of the actions on each loaded account, as Markdown lines: medians of the runs that timed
 * them, with their range; a size without such a run is left out.
 * @param {readonly SizeResult[]} results
 * @returns {string[]}
 */
export function actionsTable(results) {
  const header = `| projects × 60 scans | ${ACTION_COLUMNS.map(([name, , target]) => `${name} (target ${target} ms)`).join(' | ')} |`;
  const rows = results.flatMap(({ projects, runs }) => {
    const timed = runs.flatMap((run) => (run.opened && run.actions ? [run.actions] : []));
    if (timed.length === 0) return [];
    const cells = ACTION_COLUMNS.map(([, key]) => {
      const values = timed.map((actions) => actions[key]);
      return values.every(Number.isFinite) ? medianCell(values, formatMs) : 'did not finish';
    });
    return [`| ${formatCount(projects)} | ${cells.join(' | ')} |`];
  });
  return rows.length === 0 ? [] : [header, `|---:|${ACTION_COLUMNS.map(() => '---:').join('|')}|`, ...rows];
}
