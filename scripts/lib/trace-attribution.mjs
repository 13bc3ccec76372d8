// @ts-check
// Where a page's long tasks go, read from a Chromium trace (the timeline, V8's compile and GC events
// and the CPU profiler's samples; scripts/bench-browser-trace.mjs records one): each main-thread task
// over 50 ms, with its time split into script compile on the page's thread, garbage collection,
// style/layout/paint, React's render, commit and effects, and the JS by where it is (a package, a
// file of src/) and by the innermost function of src/ on the stack (a component, a hook, a
// derivation); and per script, its compile off and on the page's thread and its module evaluation.
// Pure: the caller maps a sample's frames back to sources (`mapFrame`).

/**
 * @typedef {object} TraceEvent the fields of Chromium's trace events read here
 * @property {string} name
 * @property {string} [cat]
 * @property {string} ph
 * @property {number} pid
 * @property {number} tid
 * @property {number} [ts] microseconds
 * @property {number} [dur] microseconds
 * @property {number} [tdur] the thread's CPU time in it, microseconds
 * @property {string} [id]
 * @property {any} [args]
 */

/**
 * @typedef {object} CallFrame a frame of the CPU profiler
 * @property {string} functionName
 * @property {number} scriptId
 * @property {string} [url]
 * @property {number} [lineNumber] 0-based
 * @property {number} [columnNumber] 0-based
 */

/**
 * @typedef {object} MappedFrame
 * @property {string} group where it is: `npm:react-dom`, `src/dashboard/…/file.tsx`, or a native name
 * @property {string} name its function's original name ('' when anonymous)
 */

/** @typedef {(frame: CallFrame & { url: string }) => MappedFrame} MapFrame */

/**
 * @typedef {object} TaskAttribution one long task
 * @property {number} startMs on the page's clock (0 = navigation)
 * @property {number} durationMs
 * @property {string[]} kinds what the task ran, in order (timeline event names: EvaluateScript, HandlePostMessage, …)
 * @property {number} compileMs parsing and compiling script on the page's thread
 * @property {number} gcMs
 * @property {number} renderingMs style, layout, paint and compositing
 * @property {Record<string, number>} react React's render, commit and passive effects (sampled)
 * @property {Record<string, number>} entry the outermost script of each sample: what the task ran for
 * @property {Record<string, number>} self each sample's own frame, by where it is
 * @property {Record<string, number>} source the innermost function of src/ on each sample's stack
 */

const COMPILE = /^(V8\.(Compile|Parse|PreParse)|v8\.compile)/;
const GC = /^(MinorGC|MajorGC|V8\.GC|BlinkGC)/;
const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseAuthorStyleSheet',
]);
const TASK_KINDS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'HandlePostMessage',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'XHRReadyStateChange',
  'RunMicrotasks',
]);
/** React's phases, by the names of react-dom's functions on the stack (from the source maps). */
const REACT_PHASES = /** @type {const} */ ([
  ['effects', /^flushPassiveEffects|^commitPassive/],
  ['commit', /^commitRoot|^commitMutation|^commitLayout|^commitBeforeMutation/],
  ['render', /^(performUnitOfWork|workLoop|renderRoot|beginWork|completeWork|renderWithHooks)/],
]);

/**
 * The document's navigation and its renderer's main thread.
 * @param {readonly TraceEvent[]} events @param {string} documentPath e.g. '/dashboard'
 */
function pageOf(events, documentPath) {
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      typeof event.args?.data?.documentLoaderURL === 'string' &&
      event.args.data.documentLoaderURL.includes(documentPath),
  );
  if (!navigation || navigation.ts === undefined) throw new Error(`The trace has no navigation to ${documentPath}.`);
  return { pid: navigation.pid, tid: navigation.tid, navigationTs: navigation.ts };
}

/**
 * @typedef {object} Sample one sample of the CPU profiler
 * @property {number} ts
 * @property {(CallFrame & { url: string })[]} stack innermost first; each frame's position is where its
 *   function starts, except the innermost's: where it was running (when the profile says)
 */

/**
 * The main thread's CPU profile as samples in time order.
 * @param {readonly TraceEvent[]} events @param {{ pid: number, tid: number }} thread
 * @returns {Sample[]}
 */
function samplesOf(events, { pid, tid }) {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile) return [];
  /** @type {Map<number, { callFrame: CallFrame, parent?: number }>} */
  const nodes = new Map();
  /** @type {Map<number, string>} */
  const urls = new Map();
  /** @type {{ ts: number, id: number, line?: number, column?: number }[]} */
  const raw = [];
  let ts = profile.args.data.startTime;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile.id || event.pid !== pid) continue;
    const { cpuProfile = {}, timeDeltas = [], lines = [], columns = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.callFrame.url) urls.set(node.callFrame.scriptId, node.callFrame.url);
    }
    (cpuProfile.samples ?? []).forEach((/** @type {number} */ id, /** @type {number} */ index) => {
      ts += timeDeltas[index] ?? 0;
      // The running position, 1-based; 0 when unknown (native code, idle).
      const running =
        lines[index] > 0 ? { line: lines[index] - 1, column: Math.max(0, (columns[index] ?? 1) - 1) } : {};
      raw.push({ ts, id, ...running });
    });
  }
  /** @type {Map<number, (CallFrame & { url: string })[]>} */
  const stacks = new Map();
  const stackOf = (/** @type {number} */ id) => {
    const known = stacks.get(id);
    if (known) return known;
    const frames = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      frames.push({ ...node.callFrame, url: node.callFrame.url || urls.get(node.callFrame.scriptId) || '' });
    }
    stacks.set(id, frames);
    return frames;
  };
  return raw
    .sort((a, b) => a.ts - b.ts)
    .map((sample) => {
      const stack = stackOf(sample.id);
      const [innermost, ...rest] = stack;
      if (!innermost || sample.line === undefined) return { ts: sample.ts, stack };
      return {
        ts: sample.ts,
        stack: [{ ...innermost, lineNumber: sample.line, columnNumber: sample.column }, ...rest],
      };
    });
}

/**
 * The time of the outermost events among `inside` that `test` accepts (nested ones are not counted twice).
 * @param {readonly TraceEvent[]} inside sorted by start @param {(event: TraceEvent) => boolean} test
 */
function outermostTime(inside, test) {
  let sum = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of inside) {
    if (!test(event) || (event.ts ?? 0) < end) continue;
    sum += event.dur ?? 0;
    end = (event.ts ?? 0) + (event.dur ?? 0);
  }
  return sum / 1000;
}

/** @param {Record<string, number>} into @param {string} key @param {number} ms */
const add = (into, key, ms) => {
  into[key] = (into[key] ?? 0) + ms;
};

/**
 * Every main-thread task over 50 ms that starts within `windowMs` of navigation, attributed.
 * @param {readonly TraceEvent[]} events
 * @param {{ documentPath: string, windowMs: number, mapFrame: MapFrame }} options
 * @returns {TaskAttribution[]}
 */
export function attributeLongTasks(events, { documentPath, windowMs, mapFrame }) {
  const page = pageOf(events, documentPath);
  const at = (/** @type {number} */ ts) => (ts - page.navigationTs) / 1000;
  const main = events
    .filter((event) => event.pid === page.pid && event.tid === page.tid && event.ph === 'X' && event.ts !== undefined)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = main.filter(
    (event) =>
      event.name === 'RunTask' && (event.dur ?? 0) > 50_000 && at(event.ts ?? 0) >= 0 && at(event.ts ?? 0) <= windowMs,
  );
  const samples = samplesOf(events, page);
  return tasks.map((task) => {
    const start = task.ts ?? 0;
    const end = start + (task.dur ?? 0);
    const inside = main.filter((event) => event !== task && (event.ts ?? 0) >= start && (event.ts ?? 0) < end);
    return {
      startMs: at(start),
      durationMs: (task.dur ?? 0) / 1000,
      kinds: [...new Set(inside.filter((event) => TASK_KINDS.has(event.name)).map((event) => event.name))],
      compileMs: outermostTime(inside, (event) => COMPILE.test(event.name)),
      gcMs: outermostTime(inside, (event) => GC.test(event.name)),
      renderingMs: outermostTime(inside, (event) => RENDERING.has(event.name)),
      ...sampledTime(
        samples.filter((sample) => sample.ts >= start && sample.ts < end),
        end,
        mapFrame,
      ),
    };
  });
}

/**
 * The samples' time (each lasts until the next, the last until `end`), by React's phase, by entry, by
 * own frame and by the innermost function of src/.
 * @param {Sample[]} samples @param {number} end
 * @param {MapFrame} mapFrame
 */
function sampledTime(samples, end, mapFrame) {
  /** @type {Pick<TaskAttribution, 'react' | 'entry' | 'self' | 'source'>} */
  const time = { react: {}, entry: {}, self: {}, source: {} };
  samples.forEach((sample, index) => {
    const ms = ((samples[index + 1]?.ts ?? end) - sample.ts) / 1000;
    const frames = sample.stack.map((frame) =>
      frame.url ? mapFrame(frame) : { group: frame.functionName || '(native)', name: frame.functionName },
    );
    const [own] = frames;
    if (own) add(time.self, own.group, ms);
    const scripts = frames.filter((_frame, position) => sample.stack[position]?.url);
    const outermost = scripts.at(-1);
    if (outermost) add(time.entry, outermost.group, ms);
    const phase = REACT_PHASES.find(([, names]) =>
      frames.some((frame) => frame.group === 'npm:react-dom' && names.test(frame.name)),
    );
    if (phase) add(time.react, phase[0], ms);
    const innermost = frames.find((frame) => frame.group.startsWith('src/'));
    if (innermost) add(time.source, `${innermost.group}:${innermost.name || '(anonymous)'}`, ms);
  });
  return time;
}

/**
 * @typedef {object} ScriptCost what compiling a script cost
 * @property {string} url
 * @property {number} offThreadCompileMs the CPU time of its compile while it streamed in, off the
 *   page's thread (its top level, and the functions V8 compiles eagerly)
 * @property {number} onThreadCompileMs compiling on the page's thread: the module's finishing, and each
 *   function compiled when first called (lazily), put to the script on the stack when it was
 */

/**
 * Each script the page compiled: off the page's thread while it streamed in, and on it.
 * @param {readonly TraceEvent[]} events @param {string} documentPath
 * @returns {ScriptCost[]}
 */
export function scriptCosts(events, documentPath) {
  const page = pageOf(events, documentPath);
  /** @type {Map<string, ScriptCost>} */
  const byUrl = new Map();
  const cost = (/** @type {string} */ url) => {
    const known = byUrl.get(url);
    if (known) return known;
    const fresh = { url, offThreadCompileMs: 0, onThreadCompileMs: 0 };
    byUrl.set(url, fresh);
    return fresh;
  };
  for (const event of events) {
    const url = event.args?.data?.url;
    if (event.pid !== page.pid || event.ph !== 'X' || typeof url !== 'string' || !url) continue;
    // Its thread time: the wall time includes waiting for the bytes.
    if (event.name === 'v8.parseOnBackground') cost(url).offThreadCompileMs += (event.tdur ?? event.dur ?? 0) / 1000;
  }
  const compiles = events
    .filter((event) => event.pid === page.pid && event.tid === page.tid && event.ph === 'X' && COMPILE.test(event.name))
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const samples = samplesOf(events, page);
  let end = Number.NEGATIVE_INFINITY;
  let next = 0;
  for (const compile of compiles) {
    const start = compile.ts ?? 0;
    if (start < end) continue;
    end = start + (compile.dur ?? 0);
    const named = compile.args?.data?.url;
    while (next < samples.length && (samples[next]?.ts ?? 0) < start) next += 1;
    const url = typeof named === 'string' && named ? named : samples[next]?.stack.find((frame) => frame.url)?.url;
    cost(url ?? '(no script on the stack)').onThreadCompileMs += (compile.dur ?? 0) / 1000;
  }
  return [...byUrl.values()];
}
