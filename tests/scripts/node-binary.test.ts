import { describe, expect, it } from 'vitest';
import { nodeBinaryPath } from '../../scripts/lib/node-binary.mjs';

describe('nodeBinaryPath', () => {
  it("answers this process's own executable for its own major, without installing anything", async () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(await nodeBinaryPath(major)).toBe(process.execPath);
  });

  it('refuses what is not a major version', async () => {
    await expect(nodeBinaryPath(Number.NaN)).rejects.toThrow('Not a Node.js major version: NaN');
    await expect(nodeBinaryPath(22.5)).rejects.toThrow('Not a Node.js major version');
  });
});
