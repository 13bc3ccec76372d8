import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidArgumentError, parsePropertyValue } from '../../../src/sdk';

describe('property values', () => {
  it("missing gives 'The property is missing'", () => {
    expect(() => parsePropertyValue(undefined)).toThrow(new InvalidArgumentError('The property is missing'));
  });

  it("'null', empty or null is stored as null", () => {
    expect(parsePropertyValue('null')).toBeNull();
    expect(parsePropertyValue('')).toBeNull();
    expect(parsePropertyValue(null)).toBeNull();
  });

  it("a string must parse as JSON ('The property content is invalid')", () => {
    expect(() => parsePropertyValue('{not json')).toThrow('The property content is invalid');
    expect(parsePropertyValue('{"enabled":true}')).toEqual({ enabled: true });
  });

  it("otherwise it must be a non-array object ('The property is invalid')", () => {
    for (const value of [[], [1], 42, true, '[1,2]', '7', '"text"']) {
      expect(() => parsePropertyValue(value)).toThrow('The property is invalid');
    }
    expect(parsePropertyValue({ groups: ['payments'] })).toEqual({ groups: ['payments'] });
  });

  it('any JSON object, given as an object or as its JSON text, is kept as it is', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const normalised = JSON.parse(JSON.stringify(object));
        expect(parsePropertyValue(normalised)).toEqual(normalised);
        expect(parsePropertyValue(JSON.stringify(object))).toEqual(normalised);
      }),
    );
  });

  it('any string that is not JSON is refused with the content message, never another error', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        let isJson = true;
        try {
          JSON.parse(text);
        } catch {
          isJson = false;
        }
        fc.pre(!isJson && text !== '' && text !== 'null');
        expect(() => parsePropertyValue(text)).toThrow('The property content is invalid');
      }),
    );
  });

  it('any non-object JSON value is refused as invalid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.boolean(),
          fc.array(fc.jsonValue()),
        ),
        (value) => {
          expect(() => parsePropertyValue(value)).toThrow('The property is invalid');
          expect(() => parsePropertyValue(JSON.stringify(value))).toThrow('The property is invalid');
        },
      ),
    );
  });
});
