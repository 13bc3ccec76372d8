import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deref,
  escapePointerSegment,
  followReference,
  pointerKeys,
  unescapePointerSegment,
  uriFragmentOf,
  valueAt,
} from '../../src/openapi-index/json-pointer.mjs';

/** Keys of the kinds the document has, and the awkward ones: `~`, `/`, `%`, spaces, `~01`. */
const key = fc.oneof(fc.string(), fc.constantFrom('/api/v1/teams/{uuid}', '~', '~1', '~01', '/', '50%', 'a b', ''));

describe('a JSON pointer', () => {
  it('gives back the keys it was written from, as a pointer and as a `$ref` fragment', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 6 }), (keys) => {
        const pointer = keys.map((entry) => `/${escapePointerSegment(entry)}`).join('');
        expect(pointerKeys(pointer)).toEqual(keys);
        expect(pointerKeys(`#${uriFragmentOf(pointer)}`)).toEqual(keys);
        for (const entry of keys) expect(unescapePointerSegment(escapePointerSegment(entry))).toBe(entry);
      }),
    );
  });

  it('escapes `~` before `/`, so that `~1` in a key stays a key', () => {
    expect(escapePointerSegment('/api/v1/teams')).toBe('~1api~1v1~1teams');
    expect(escapePointerSegment('~1')).toBe('~01');
    expect(unescapePointerSegment('~01')).toBe('~1');
    expect(pointerKeys('/paths/~1teams~1{id}/get')).toEqual(['paths', '/teams/{id}', 'get']);
    expect(pointerKeys('#/a%20b/c%7E1')).toEqual(['a b', 'c/']);
    expect(pointerKeys('')).toEqual([]);
  });

  it('leads to the value it names, or to nothing', () => {
    const document = { paths: { '/teams': { get: { operationId: 'teams_list' } } }, list: [1, 2] };
    expect(valueAt(document, '/paths/~1teams/get')).toEqual({ operationId: 'teams_list' });
    expect(valueAt(document, '/list/1')).toBe(2);
    expect(valueAt(document, '/paths/~1nothing/get')).toBeUndefined();
  });
});

describe('a local $ref', () => {
  const document = {
    components: {
      schemas: { Team: { type: 'object' }, Alias: { $ref: '#/components/schemas/Team' }, 'a/b': { type: 'string' } },
      loop: { $ref: '#/components/loop' },
    },
  };

  it('is followed to where it leads, through a chain, with the pointer of where that lives', () => {
    expect(followReference(document, { $ref: '#/components/schemas/Alias' })).toEqual({
      node: { type: 'object' },
      pointer: '/components/schemas/Team',
    });
    expect(followReference(document, { $ref: '#/components/schemas/a~1b' }).pointer).toBe('/components/schemas/a~1b');
    expect(followReference(document, { type: 'integer' })).toEqual({ node: { type: 'integer' }, pointer: undefined });
    expect(deref(document, undefined)).toBeUndefined();
  });

  it('is refused when it leaves the document or goes round in a circle', () => {
    expect(() => deref(document, { $ref: 'other.yaml#/components/schemas/Team' })).toThrow(/Only local references/);
    expect(() => deref(document, { $ref: '#/components/loop' })).toThrow(/Circular \$ref/);
  });
});
