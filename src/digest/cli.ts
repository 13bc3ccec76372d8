#!/usr/bin/env node
// The `depsight-digest` command: `npx depsight-digest --help`. What it does is run-digest.ts.
import { runDigestCommand } from './run-digest';

process.exitCode = await runDigestCommand(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  clock: Date.now,
});
