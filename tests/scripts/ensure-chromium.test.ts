import { describe, expect, it } from 'vitest';
import { DEFAULT_CHROMIUM_PATH, ensureChromium } from '../../scripts/lib/ensure-chromium.mjs';

const APT_GET = '/usr/bin/apt-get';

/** A machine whose executables are `present`; `run` records the commands and installs Chromium on `install`. */
function machine({
  present = [] as string[],
  installWorks = true,
  failOn,
}: {
  present?: string[];
  installWorks?: boolean;
  failOn?: string;
} = {}) {
  const files = new Set(present);
  const commands: string[] = [];
  const lines: string[] = [];
  return {
    commands,
    lines,
    exists: (file: string) => files.has(file),
    run: (command: string, args: string[]) => {
      commands.push([command, ...args].join(' '));
      if (failOn && args[0] === failOn) return { status: 100 };
      if (args[0] === 'install' && installWorks) files.add(DEFAULT_CHROMIUM_PATH);
      return { status: 0 };
    },
    log: (line: string) => lines.push(line),
  };
}

describe('ensureChromium', () => {
  it("returns Debian's Chromium when it is there, running nothing", () => {
    const host = machine({ present: [DEFAULT_CHROMIUM_PATH, APT_GET] });
    expect(ensureChromium({ env: {}, isRoot: true, ...host })).toBe(DEFAULT_CHROMIUM_PATH);
    expect(host.commands).toEqual([]);
  });

  it('prefers CHROMIUM_PATH, and says so when nothing is there', () => {
    const host = machine({ present: ['/opt/chrome/chrome', DEFAULT_CHROMIUM_PATH] });
    expect(ensureChromium({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' }, isRoot: false, ...host })).toBe(
      '/opt/chrome/chrome',
    );
    expect(() => ensureChromium({ env: { CHROMIUM_PATH: '/nowhere/chrome' }, isRoot: true, ...host })).toThrow(
      /CHROMIUM_PATH is set to \/nowhere\/chrome, but no executable is there/,
    );
    expect(host.commands).toEqual([]);
  });

  it('installs the chromium package with apt-get as root, announcing each step', () => {
    const host = machine({ present: [APT_GET] });
    expect(ensureChromium({ env: {}, isRoot: true, ...host })).toBe(DEFAULT_CHROMIUM_PATH);
    expect(host.commands).toEqual([`${APT_GET} update`, `${APT_GET} install -y chromium`]);
    expect(host.lines).toEqual([
      'Chromium is missing: running apt-get update',
      'Chromium is missing: running apt-get install -y chromium',
      `Installed Chromium at ${DEFAULT_CHROMIUM_PATH}.`,
    ]);
  });

  it('tells how to install it when it cannot: not root, or no apt-get', () => {
    for (const host of [machine({ present: [APT_GET] }), machine()]) {
      const isRoot = !host.exists(APT_GET);
      expect(() => ensureChromium({ env: {}, isRoot, ...host })).toThrow(
        /apt-get install -y chromium[\s\S]*CHROMIUM_PATH/,
      );
      expect(host.commands).toEqual([]);
    }
  });

  it('stops at a failed apt-get step, with its exit code and the manual instructions', () => {
    const host = machine({ present: [APT_GET], failOn: 'update' });
    expect(() => ensureChromium({ env: {}, isRoot: true, ...host })).toThrow(
      /apt-get update failed \(exit code 100\)[\s\S]*sudo apt-get update/,
    );
    expect(host.commands).toEqual([`${APT_GET} update`]);
  });

  it('fails clearly when the package installed but the binary is still missing', () => {
    const host = machine({ present: [APT_GET], installWorks: false });
    expect(() => ensureChromium({ env: {}, isRoot: true, ...host })).toThrow(/is still missing/);
  });
});
