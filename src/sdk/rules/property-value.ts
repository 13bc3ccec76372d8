// How a property value is read before it is stored.
import { InvalidArgumentError } from '../errors';
import { MESSAGES } from '../messages';

export type PropertyValue = Record<string, unknown> | null;

/**
 * - missing (undefined): `The property is missing`;
 * - the string `'null'`, an empty string, or null: stored as null;
 * - another string must parse as JSON (`The property content is invalid`);
 * - the value, parsed or given, must be a non-array object (`The property is invalid`).
 */
export function parsePropertyValue(value: unknown): PropertyValue {
  if (value === undefined) throw new InvalidArgumentError(MESSAGES.propertyMissing);
  if (value === null || value === '' || value === 'null') return null;
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      throw new InvalidArgumentError(MESSAGES.propertyContentInvalid);
    }
    if (candidate === null) return null;
  }
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) {
    throw new InvalidArgumentError(MESSAGES.propertyInvalid);
  }
  return candidate as Record<string, unknown>;
}
