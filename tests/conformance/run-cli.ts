import { spawn } from 'node:child_process';

const CLI = 'src/conformance/cli.mjs';

export interface CliRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run conformance` the way CI does: no terminal on stdin, stdout or stderr. */
export function runCli(args: string[], environment: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DEPSIGHT_TOKEN: '', NO_COLOR: '1', ...environment },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}
