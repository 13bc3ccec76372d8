// A newcomer's first commands print no warnings of ours: npm finds no dependency whose install
// script nobody has reviewed, and the document lint runs on a Node.js Redocly still supports.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

describe('a quiet install and lint', () => {
  it('every dependency with an install script is reviewed in package.json allowScripts', () => {
    const listed = spawnSync(npm, ['install-scripts', 'ls'], { encoding: 'utf8' });
    // npm before 11 has no install-scripts command and runs install scripts without asking.
    if (/Unknown command|not a valid npm command/i.test(listed.stderr + listed.stdout)) return;
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('No packages with unreviewed install scripts.');
  });

  it('npm run spec:lint passes with no deprecation notice, whatever the Node.js running it', () => {
    const lint = spawnSync(process.execPath, ['scripts/spec-lint.mjs'], { encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(lint.stdout + lint.stderr).not.toMatch(/deprecation|failed to satisfy expected node version/i);
    expect(lint.stdout + lint.stderr).toContain('Your API descriptions are valid');
  }, 180_000);
});
