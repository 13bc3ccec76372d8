import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const COMMAND = join(import.meta.dirname, 'fixtures', 'long-running-command.mjs');

describe('handleShutdown (npm start, npm run mock)', () => {
  it('stops once and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [COMMAND], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    await vi.waitFor(() => expect(output).toContain('up'), { timeout: 10_000 });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toBe('up\nsignal\nstopped\n');
  });

  it('stops when the process that started it goes away (kill <npm>)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'depsight-shutdown-'));
    const log = join(folder, 'output.txt');
    try {
      // The shell starts the command in the background and exits: the command is orphaned.
      const shell = spawn('sh', ['-c', `"${process.execPath}" "${COMMAND}" > "${log}" 2>&1 & sleep 1`], {
        stdio: 'ignore',
      });
      await new Promise((resolve) => shell.once('exit', resolve));
      await vi.waitFor(() => expect(readFileSync(log, 'utf8')).toBe('up\nstopped\n'), { timeout: 10_000 });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
