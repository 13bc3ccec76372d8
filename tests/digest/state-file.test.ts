// --state: the last accepted send, kept so the next digest starts there. It is never reset silently:
// a corrupt, foreign or unwritable file is an error, and a write replaces the file whole.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StateFileError } from '../../src/digest/errors';
import { readDigestState, writeDigestState } from '../../src/digest/state-file';

const EXPECTED = { target: 'https://api.example.com', team: null };
let directory: string;
let file: string;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'digest-state-'));
  file = join(directory, 'state.json');
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe('the digest state file', () => {
  it('is null before the first send, and holds the last send after one', () => {
    expect(readDigestState(file, EXPECTED)).toBeNull();
    const at = Date.parse('2026-11-28T09:00:00Z');
    writeDigestState(file, { ...EXPECTED, lastSentAt: at });
    expect(readDigestState(file, EXPECTED)).toEqual({ ...EXPECTED, lastSentAt: at });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      version: 1,
      lastSentAt: '2026-11-28T09:00:00.000Z',
    });
    expect(readdirSync(directory)).toEqual(['state.json']);
  });

  it.each([
    ['not JSON', '{"version": 1, "lastSent'],
    ['not an object', '[1, 2]'],
    ['another version', '{"version": 2, "lastSentAt": "2026-11-28T09:00:00Z", "target": "x", "team": null}'],
    ['no time', '{"version": 1, "lastSentAt": "yesterday", "target": "https://api.example.com", "team": null}'],
    ['no target', '{"version": 1, "lastSentAt": "2026-11-28T09:00:00Z", "team": null}'],
  ])('is an error when it is %s, and is left as it was', (_, text) => {
    writeFileSync(file, text);
    expect(() => readDigestState(file, EXPECTED)).toThrow(StateFileError);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it("is an error when it was written for another server's or team's digest", () => {
    writeDigestState(file, { ...EXPECTED, lastSentAt: 0 });
    expect(() => readDigestState(file, { ...EXPECTED, team: '3f1c2a8e-7b4d-4e1a-9c2f-5d6e7f8a9b0c' })).toThrow(
      /was written for https:\/\/api\.example\.com, not https:\/\/api\.example\.com \(team 3f1c2a8e/,
    );
    expect(() => readDigestState(file, { ...EXPECTED, target: 'https://other.example.com' })).toThrow(StateFileError);
  });

  it('is an error before any send when its folder does not exist', () => {
    const missing = join(directory, 'no-such-folder', 'state.json');
    expect(() => readDigestState(missing, EXPECTED)).toThrow(/cannot be written/);
    expect(existsSync(missing)).toBe(false);
  });

  it('is an error when it is a folder', () => {
    mkdirSync(file);
    expect(() => readDigestState(file, EXPECTED)).toThrow(/is not a file/);
  });
});
