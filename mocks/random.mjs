// @ts-check
// A small seeded pseudo-random generator (mulberry32) and the draws the mock data needs. Every
// scenario is a pure function of its seed, so the mock document is byte-for-byte reproducible.

/**
 * @typedef {object} Random
 * @property {() => number} next a number in [0, 1)
 * @property {(min: number, max: number) => number} integer a whole number from min to max, both included
 * @property {(min: number, max: number) => number} between a real number in [min, max)
 * @property {(probability: number) => boolean} chance true with the given probability
 * @property {<T>(items: readonly T[]) => T} pick one item of a non-empty list
 * @property {<T>(entries: readonly (readonly [T, number])[]) => T} weighted one value, drawn by weight
 * @property {<T>(items: readonly T[], count: number) => T[]} sample `count` distinct items, in their original order
 * @property {<T>(items: readonly T[]) => T[]} shuffle a shuffled copy
 * @property {() => string} uuid a version-4 UUID
 */

/** @param {number} seed any 32-bit integer @returns {() => number} numbers in [0, 1) */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';

/** @param {number} seed @returns {Random} */
export function createRandom(seed) {
  const next = mulberry32(seed);
  /** @param {number} min @param {number} max */
  const integer = (min, max) => min + Math.floor(next() * (max - min + 1));

  /** @type {Random['shuffle']} */
  const shuffle = (items) => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = integer(0, index);
      [copy[index], copy[other]] = [/** @type {any} */ (copy[other]), /** @type {any} */ (copy[index])];
    }
    return copy;
  };

  return {
    next,
    integer,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick needs a non-empty list');
      return /** @type {any} */ (items[Math.floor(next() * items.length)]);
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [value, weight] of entries) {
        remaining -= weight;
        if (remaining < 0) return value;
      }
      return /** @type {any} */ (entries[entries.length - 1])[0];
    },
    sample: (items, count) => {
      const indexes = shuffle(items.map((_, index) => index))
        .slice(0, count)
        .sort((left, right) => left - right);
      return indexes.map((index) => /** @type {any} */ (items[index]));
    },
    shuffle,
    uuid: () => {
      let text = '';
      for (let index = 0; index < 32; index += 1) {
        // Version nibble 4 and variant bits 10xx, as in a random (v4) UUID.
        const digit = index === 12 ? 4 : index === 16 ? 8 + integer(0, 3) : integer(0, 15);
        text += HEX[digit];
        if (index === 7 || index === 11 || index === 15 || index === 19) text += '-';
      }
      return text;
    },
  };
}
