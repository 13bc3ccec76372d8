// The digest command's arguments: what a cron line or a workflow gives, read strictly, with an error
// that names the option for everything else.
import { describe, expect, it } from 'vitest';
import { parseDigestArguments, USAGE } from '../../src/digest/arguments';
import { UsageError } from '../../src/digest/errors';

const TARGET = ['--target', 'https://api.example.com'];

describe('the digest command arguments', () => {
  it('has defaults: markdown, Bearer, printed only, no narrowing', () => {
    expect(parseDigestArguments(TARGET)).toMatchObject({
      target: 'https://api.example.com',
      format: 'markdown',
      auth: 'Bearer',
      sendTo: undefined,
      since: undefined,
      kevOnly: false,
      minSeverity: undefined,
      minEpss: undefined,
    });
  });

  it('reads every option', () => {
    const args = parseDigestArguments([
      ...TARGET,
      '--token-command=vault read token',
      '--auth',
      'token',
      '--team',
      '3F1C2A8E-7B4D-4E1A-9C2F-5D6E7F8A9B0C',
      '--since',
      '7d',
      '--state',
      '/var/lib/digest.json',
      '--now',
      '2026-11-28T09:00:00Z',
      '--format',
      'HTML',
      '--send',
      'email',
      '--to',
      'a@example.com, b@example.com',
      '--to',
      'a@example.com',
      '--dashboard-url',
      'https://depsight.example.com/dashboard',
      '--min-severity',
      'high',
      '--kev-only',
      '--min-epss',
      '10%',
    ]);
    expect(args).toMatchObject({
      tokenCommand: 'vault read token',
      auth: 'token',
      team: '3F1C2A8E-7B4D-4E1A-9C2F-5D6E7F8A9B0C',
      since: { before: 7 * 86_400_000 },
      stateFile: '/var/lib/digest.json',
      now: Date.parse('2026-11-28T09:00:00Z'),
      format: 'html',
      sendTo: ['a@example.com', 'b@example.com'],
      dashboardUrl: 'https://depsight.example.com/dashboard',
      minSeverity: 'HIGH',
      kevOnly: true,
      minEpss: 0.1,
    });
  });

  it.each([
    [[], '--target <url> is required'],
    [['--target', 'ftp://example.com'], '--target must be an http or https URL'],
    [['--target', 'https://user:secret@example.com'], 'must not carry a user name or password'],
    [[...TARGET, '--token', 'secret'], "Unknown option '--token'"],
    [[...TARGET, '--format', 'pdf'], '--format must be one of json, markdown, html'],
    [[...TARGET, '--send', 'slack', '--to', 'a@example.com'], '--send takes "email"'],
    [[...TARGET, '--send', 'email'], '--send email needs --to'],
    [[...TARGET, '--send', 'email', '--to', 'not-an-address'], '"not-an-address" is not an e-mail address'],
    [[...TARGET, '--to', 'a@example.com'], '--to needs --send email'],
    [[...TARGET, '--team', 'payments'], "--team takes a team's uuid"],
    [[...TARGET, '--min-severity', 'other'], '--min-severity must be one of CRITICAL, HIGH, MEDIUM, LOW'],
    [[...TARGET, '--min-epss', '1.5'], '--min-epss takes a score from 0 to 1'],
    [[...TARGET, '--min-epss', 'high'], '--min-epss takes a score from 0 to 1'],
    [[...TARGET, '--dashboard-url', 'javascript:alert(1)'], '--dashboard-url must be an http or https URL'],
    [[...TARGET, '--since', 'last week'], '--since takes a day'],
    [[...TARGET, '--now', '2026-11-28T09:00:00'], '--now takes a time with its zone'],
    [[...TARGET, 'extra'], 'Unexpected argument'],
  ])('refuses %j: %s', (argv, message) => {
    expect(() => parseDigestArguments(argv)).toThrow(UsageError);
    expect(() => parseDigestArguments(argv)).toThrow(message);
  });

  it('has --help with examples, and --help needs nothing else', () => {
    expect(parseDigestArguments(['--help']).help).toBe(true);
    expect(USAGE).toMatch(/Examples:/);
    for (const option of [
      '--target',
      '--token-command',
      '--team',
      '--since',
      '--state',
      '--now',
      '--format',
      '--send',
      '--to',
      '--dashboard-url',
      '--min-severity',
      '--kev-only',
      '--min-epss',
    ]) {
      expect(USAGE).toContain(option);
    }
  });
});
