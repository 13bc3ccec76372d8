import { describe, expect, it } from 'vitest';
import {
  attributeLongTasks,
  type MapFrame,
  scriptCosts,
  type TraceEvent,
} from '../../scripts/lib/trace-attribution.mjs';

const PID = 7;
const MAIN = 7;
const BACKGROUND = 9;
const NAVIGATION = 1_000_000;
const APP = 'http://127.0.0.1:5000/assets/index-abc.js';

/** A complete event on the page's main thread, `at` and `ms` in milliseconds from navigation. */
const main = (name: string, at: number, ms: number, args?: unknown): TraceEvent => ({
  name,
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts: NAVIGATION + at * 1000,
  dur: ms * 1000,
  ...(args === undefined ? {} : { args }),
});

/**
 * The functions of the built app, by where they start (line 0): which one a column is, as a source map
 * would say. Column 100 is the top level of a module in src/, 200 a component, 300 React's commit,
 * 400 React's work loop, 500 React's scheduler.
 */
const mapFrame: MapFrame = (frame) => {
  const byColumn: Record<number, { group: string; name: string }> = {
    100: { group: 'src/dashboard/shared/model/text-order.ts', name: '' },
    200: { group: 'src/dashboard/features/projects-table/components/project-row.tsx', name: 'ProjectRow' },
    300: { group: 'npm:react-dom', name: 'commitRootImpl' },
    400: { group: 'npm:react-dom', name: 'performUnitOfWork' },
    500: { group: 'npm:scheduler', name: 'performWorkUntilDeadline' },
  };
  return byColumn[frame.columnNumber ?? 0] ?? { group: 'index-abc.js', name: frame.functionName };
};

const frame = (id: number, column: number, parent?: number) => ({
  id,
  callFrame: { functionName: '', scriptId: 3, url: APP, lineNumber: 0, columnNumber: column },
  ...(parent === undefined ? {} : { parent }),
});

/**
 * A page with two tasks: the boot (module evaluation: 60 ms of a module's top level, 20 ms of it
 * compiling, with 10 ms of GC) and a render of 100 ms (40 ms of React's work loop in a component, 30 ms
 * of commit, 30 ms of layout); the CPU profile samples every 10 ms.
 */
function traceOfAPage(): TraceEvent[] {
  const samples: [number, number][] = [];
  // Boot: 90–180 ms, the module's top level (node 2) for 9 samples.
  for (let at = 100; at < 190; at += 10) samples.push([at, 2]);
  // Render: 300–400 ms: the component under the work loop (node 5) ×4, commit (node 6) ×3, native (node 1) ×3.
  for (let at = 300; at < 400; at += 10) samples.push([at, at < 340 ? 5 : at < 370 ? 6 : 1]);
  let previous = 0;
  return [
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: MAIN,
      ts: NAVIGATION,
      args: { data: { documentLoaderURL: 'http://127.0.0.1:5000/dashboard' } },
    },
    main('RunTask', 100, 90),
    main('v8.evaluateModule', 100, 88),
    main('V8.CompileCode', 110, 20),
    main('V8.ParseFunction', 112, 5), // inside the compile above: not counted twice
    main('MajorGC', 150, 10),
    main('RunTask', 300, 100),
    main('HandlePostMessage', 300, 70),
    main('Layout', 370, 30),
    main('RunTask', 500, 40), // not long
    { name: 'Profile', ph: 'P', pid: PID, tid: MAIN, id: '0x1', args: { data: { startTime: NAVIGATION } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PID,
      tid: 99,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(program)', scriptId: 0 } },
              frame(2, 100, 1),
              frame(3, 500, 1),
              frame(4, 400, 3),
              frame(5, 200, 4),
              frame(6, 300, 3),
            ],
            samples: samples.map(([, node]) => node),
          },
          timeDeltas: samples.map(([at]) => {
            const delta = (at - previous) * 1000;
            previous = at;
            return delta;
          }),
        },
      },
    },
    {
      name: 'v8.parseOnBackground',
      ph: 'X',
      pid: PID,
      tid: BACKGROUND,
      ts: NAVIGATION + 20_000,
      dur: 60_000,
      tdur: 25_000,
      args: { data: { url: APP } },
    },
    main('v8.compileModule', 95, 2, { data: { url: APP } }),
  ];
}

describe('where long tasks go', () => {
  const [boot, render, ...others] = attributeLongTasks(traceOfAPage(), {
    documentPath: '/dashboard',
    windowMs: 6000,
    mapFrame,
  });

  it('finds every task over 50 ms after navigation, on the page’s clock', () => {
    expect(others).toEqual([]);
    expect(boot).toMatchObject({ startMs: 100, durationMs: 90, kinds: ['v8.evaluateModule'] });
    expect(render).toMatchObject({ startMs: 300, durationMs: 100, kinds: ['HandlePostMessage'] });
  });

  it('splits a task into compile, GC and rendering, counting nested events once', () => {
    expect(boot).toMatchObject({ compileMs: 20, gcMs: 10, renderingMs: 0 });
    expect(render).toMatchObject({ compileMs: 0, gcMs: 0, renderingMs: 30 });
  });

  it("puts the sampled time to React's phases, to where the code is, and to the innermost function of src/", () => {
    expect(boot?.self).toEqual({ 'src/dashboard/shared/model/text-order.ts': 90 });
    expect(boot?.react).toEqual({});
    expect(render?.react).toEqual({ render: 40, commit: 30 });
    expect(render?.entry).toEqual({ 'npm:scheduler': 70 });
    expect(render?.self).toEqual({
      'src/dashboard/features/projects-table/components/project-row.tsx': 40,
      'npm:react-dom': 30,
      '(program)': 30,
    });
    expect(render?.source).toEqual({
      'src/dashboard/features/projects-table/components/project-row.tsx:ProjectRow': 40,
    });
  });

  it('tells each script’s compile off the page’s thread (its CPU time) from its compile on it', () => {
    expect(scriptCosts(traceOfAPage(), '/dashboard')).toEqual([
      { url: APP, offThreadCompileMs: 25, onThreadCompileMs: 2 + 20 },
    ]);
  });

  it('says so when the trace has no navigation to the page', () => {
    expect(() => attributeLongTasks([], { documentPath: '/dashboard', windowMs: 6000, mapFrame })).toThrow(
      /no navigation to \/dashboard/,
    );
  });
});
