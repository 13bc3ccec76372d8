// jsdom has no canvas: getContext('2d') gives null, and a nivo canvas chart would throw. The recorder
// stands in for the 2D context and notes what a chart draws, where on the canvas (its translations,
// scales and rotations applied), and with which colours and dashes, so a test reads the drawing.
import { vi } from 'vitest';

/** One drawing call: its name, its arguments, the point it was made at, and the state it was made in. */
export interface DrawCall {
  readonly method: string;
  readonly args: readonly unknown[];
  /** Where (args[0], args[1]) of a fillText, arc, rect or moveTo lands on the canvas; else (0, 0) mapped. */
  readonly at: { readonly x: number; readonly y: number };
  /** Whether the drawing was rotated (an axis legend written upwards). */
  readonly rotated: boolean;
  readonly fillStyle: unknown;
  readonly strokeStyle: unknown;
  readonly lineWidth: unknown;
  readonly lineDash: readonly number[];
}

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + c * h,
  b * g + d * h,
  a * i + c * j,
  b * i + d * j,
  a * k + c * l + e,
  b * k + d * l + f,
];

/**
 * The drawing calls of every canvas since the recorder was installed, one list per drawing: nivo
 * takes the context afresh each time it draws a chart, so `frames.at(-1)` is the latest picture.
 */
export function recordCanvas(): { frames: DrawCall[][]; latest: () => DrawCall[] } {
  const frames: DrawCall[][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function recordingContext() {
    const calls: DrawCall[] = [];
    frames.push(calls);
    let matrix = IDENTITY;
    let lineDash: number[] = [];
    const stack: { matrix: Matrix; lineDash: number[]; state: Record<string, unknown> }[] = [];
    const state: Record<string, unknown> = {};
    const transforms: Record<string, (...args: number[]) => Matrix> = {
      translate: (x = 0, y = 0) => [1, 0, 0, 1, x, y],
      scale: (x = 1, y = 1) => [x, 0, 0, y, 0, 0],
      rotate: (angle = 0) => [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0],
    };
    const methods: Record<string, (...args: unknown[]) => unknown> = {
      save: () => stack.push({ matrix, lineDash, state: { ...state } }),
      restore: () => {
        const saved = stack.pop();
        if (!saved) return;
        matrix = saved.matrix;
        lineDash = saved.lineDash;
        for (const key of Object.keys(state)) delete state[key];
        Object.assign(state, saved.state);
      },
      setLineDash: (dash) => {
        lineDash = [...(dash as number[])];
      },
      getLineDash: () => lineDash,
      setTransform: () => {
        matrix = IDENTITY;
      },
      measureText: (text) => ({ width: String(text).length * 6 }),
    };
    const context = new Proxy(state, {
      get(target, property) {
        if (typeof property !== 'string') return undefined;
        if (property === 'canvas') return this;
        if (property in transforms) {
          return (...args: number[]) => {
            matrix = multiply(matrix, transforms[property]?.(...args) ?? IDENTITY);
          };
        }
        if (property in methods) return methods[property];
        if (property in target) return target[property];
        // Any other method (fillText, arc, rect, fill, stroke, beginPath…): noted.
        return (...args: unknown[]) => {
          const [x, y] =
            typeof args[1] === 'number' && typeof args[2] === 'number' && property === 'fillText'
              ? [args[1], args[2]]
              : typeof args[0] === 'number' && typeof args[1] === 'number'
                ? [args[0], args[1]]
                : [0, 0];
          const [a, b, c, d, e, f] = matrix;
          calls.push({
            method: property,
            args,
            at: { x: a * x + c * y + e, y: b * x + d * y + f },
            rotated: b !== 0 || c !== 0,
            fillStyle: target.fillStyle,
            strokeStyle: target.strokeStyle,
            lineWidth: target.lineWidth,
            lineDash,
          });
        };
      },
      set(target, property, value) {
        if (typeof property === 'string') target[property] = value;
        return true;
      },
    });
    return context as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  return { frames, latest: () => frames.at(-1) ?? [] };
}

/** The texts drawn (fillText), in order. */
export const drawnTexts = (calls: readonly DrawCall[]) =>
  calls.filter((call) => call.method === 'fillText').map((call) => String(call.args[0]));

/** A bar as drawn (a roundRect): its box on the canvas and its colour. */
export interface DrawnBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fill: unknown;
}

/** The bars drawn (roundRect), in the order drawn. */
export const drawnBars = (calls: readonly DrawCall[]): DrawnBar[] =>
  calls
    .filter((call) => call.method === 'roundRect')
    .map((call) => ({
      x: call.at.x,
      y: call.at.y,
      width: Number(call.args[2]),
      height: Number(call.args[3]),
      fill: call.fillStyle,
    }));

/** A text as drawn (fillText): where, in which colour, upright or rotated. nivo's axes write each label twice. */
export const drawnTextsAt = (calls: readonly DrawCall[]) =>
  calls
    .filter((call) => call.method === 'fillText')
    .map((call) => ({
      text: String(call.args[0]),
      x: call.at.x,
      y: call.at.y,
      fill: call.fillStyle,
      rotated: call.rotated,
    }));
