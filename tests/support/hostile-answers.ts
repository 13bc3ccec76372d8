// Hostile answers to the dashboard's two calls, `GET /api/v1/users/me` and `GET
// /api/v1/metrics/security/me`, as fast-check arbitraries: the browser suite
// (tests/browser/hostile-answers.test.ts) serves them to the built page, and the model's property
// tests (tests/dashboard/**/hostile-*.test.ts) feed the same values to the pure derivations, so what
// breaks the page is also found in milliseconds without a browser.
//
// Two layers:
// - values: what `JSON.parse` gives for a body (wrong types at every depth, null, missing and extra
//   fields, extreme numbers and timestamps, huge arrays, long strings, markup). A value may hold a
//   `RawJsonNumber` (a literal JSON allows but JavaScript cannot hold: `1e400`, 30-digit integers);
//   `toJsonText` writes it as it is and `parsedJson` reads it back the way the browser would.
// - answers: an HTTP answer around a body (any status, JSON, HTML, plain, empty, truncated or not
//   JSON at all) and how it is delivered (at once, late, never, or the connection dropped).
import fc from 'fast-check';

/** The session token the hostile cases store and plant in answers: it must never reach the screen. */
export const HOSTILE_TOKEN = 'hostile-tok_7c4e91ab20f3-session';

/** The SDK's default time limit per call (src/sdk/internal/transport.ts, DEFAULT_TIMEOUT_MS). */
export const SDK_TIME_LIMIT_MS = 30_000;

const DAY_MS = 86_400_000;
/** The mock data's reference day (2026-11-21), so ordinary timestamps fall in the default window. */
const REFERENCE_MS = Date.UTC(2026, 10, 21, 9, 30);
/** The largest distance from the epoch, in ms, that `Date` accepts. */
const DATE_LIMIT_MS = 8.64e15;

// ---------------------------------------------------------------------------------------------
// JSON text

/** A number literal that JSON allows and JavaScript cannot hold exactly (written as it is). */
class RawJsonNumber {
  constructor(readonly literal: string) {}
  toJSON() {
    return `${RAW_MARK}${this.literal}${RAW_MARK}`;
  }
}
const RAW_MARK = '\u0000raw-json-number\u0000';
const RAW_IN_TEXT = /"\\u0000raw-json-number\\u0000([-+.0-9eE]+)\\u0000raw-json-number\\u0000"/g;

/** The JSON text of a generated value, raw number literals included. */
function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_IN_TEXT, '$1');
}

/** What the page's `JSON.parse` gives for the value's JSON text: what the model functions receive. */
export function parsedJson(value: unknown): unknown {
  return JSON.parse(toJsonText(value));
}

// ---------------------------------------------------------------------------------------------
// Scalars

/** Numbers at the edges: zero, signs, fractions, the safe-integer and Date limits and beyond. */
const EXTREME_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1e-7,
  5e-324,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  DATE_LIMIT_MS,
  -DATE_LIMIT_MS,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
];

/** Literals JSON allows but a double cannot hold: JSON.parse makes them Infinity or rounds them. */
const RAW_NUMBER_LITERALS: readonly string[] = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-123456789012345678901234567890',
  '1E+2',
  '-0.0',
  '0.0000000000000000000000000001',
];

/** Strings a lenient reader might take for numbers, and some it must not. */
const NUMBERISH_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '8.64e15',
  '8640000000000001',
  '0x1F',
  ' 42 ',
  '42abc',
  '',
  ' ',
  '-0',
  '١٢٣',
  'null',
  'true',
  '1,000',
];

/** Timestamps (epoch ms) at and beyond the ends of Date's range, at the epoch, and odd ones. */
const EXTREME_TIMESTAMPS: readonly number[] = [
  0,
  1,
  -1,
  DATE_LIMIT_MS,
  -DATE_LIMIT_MS,
  DATE_LIMIT_MS - 1,
  -DATE_LIMIT_MS + 1,
  DATE_LIMIT_MS + 1,
  -DATE_LIMIT_MS - 1,
  1e16,
  -1e16,
  253_402_300_799_999, // 9999-12-31T23:59:59.999Z
  253_402_300_800_000, // 10000-01-01: ISO strings need six-digit years from here
  -62_167_219_200_000, // 0000-01-01
  1.5,
  Number.MAX_SAFE_INTEGER,
];

/** Markup, script and formula injections, controls and odd Unicode: shown as text or not at all. */
const MARKUP_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<b>bold</b><!--',
  '&lt;escaped&gt;&amp;',
  "'; DROP TABLE projects; --",
  '=HYPERLINK("http://evil.example")',
  '{{constructor.constructor("alert(1)")()}}',
  '\u202Egnp.exe',
  'a\u0000b\u0007c',
  '\ud800 lone surrogate',
  '👩‍💻🏳️‍🌈',
  '   ',
  '\n\t\r',
];

/** The token as servers echo it back: bare, after a scheme, in a header line, a query or a JSON text. */
const TOKEN_ECHOES: readonly string[] = [
  HOSTILE_TOKEN,
  `Bearer ${HOSTILE_TOKEN}`,
  `Authorization: Bearer ${HOSTILE_TOKEN}`,
  `GET /api/v1/users/me?token=${HOSTILE_TOKEN}`,
  `{"authorization":"Bearer ${HOSTILE_TOKEN}"}`,
  `invalid token ${HOSTILE_TOKEN}`,
];

/** A long string: plain, or markup repeated. */
const longString = fc
  .tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(1_000, 10_000) }, { weight: 1, arbitrary: fc.constant(100_000) }),
    fc.constantFrom('x', 'ab ', '<b>é</b>', 'https://a.example/'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** A string a server might put in any text field (no token: see `secretString`). */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...MARKUP_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A string that carries the session token. */
const secretString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...TOKEN_ECHOES), fc.constantFrom('', 'upstream failed: ', '<p>'))
  .map(([echo, prefix]) => `${prefix}${echo}`);

const rawNumber = fc.constantFrom(...RAW_NUMBER_LITERALS).map((literal) => new RawJsonNumber(literal));

/** Any number a server could send, ordinary or extreme. */
const hostileNumber: fc.Arbitrary<number | RawJsonNumber> = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  rawNumber,
);

/** A value of the wrong type for whatever field it lands in: scalars, empty and nested containers. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, {}, [], '', 0) },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([null], [[]], { value: null }, ['1', 2]) },
);

// ---------------------------------------------------------------------------------------------
// Objects with hostile fields

const MISSING = Symbol('missing field');

/** A field: usually a good value, sometimes of the wrong type, sometimes missing. */
function field<T>(good: fc.Arbitrary<T>, { wrong = 1, missing = 1 } = {}): fc.Arbitrary<T | unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: good as fc.Arbitrary<unknown> },
    { weight: wrong, arbitrary: wrongValue },
    { weight: missing, arbitrary: fc.constant<unknown>(MISSING) },
  );
}

/** Keys a careless reader trips over, and one that carries the token where nobody shows it. */
const extraField = fc.oneof(
  fc.tuple(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'then'), wrongValue),
  fc.tuple(fc.constantFrom('unexpected', 'x-debug', '💥'), wrongValue),
  fc.tuple(fc.constantFrom('authorization', 'debugRequest'), secretString),
);

/** An object of the fields' values (a missing field left out) with, sometimes, extra fields. */
function objectOf(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc.record(fields),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, fc.array(extraField, { maxLength: 3 })),
    )
    .map(([values, extras]) => {
      const entries = Object.entries(values).filter(([, value]) => value !== MISSING);
      // fromEntries defines each key, so `__proto__` is an own field, as JSON.parse makes it.
      return Object.fromEntries([...entries, ...extras]);
    });
}

/** Every scalar field of an object set to one value (the issue's all-null or all-`true` project). */
function uniform(keys: readonly string[], value: unknown): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, value]));
}

// ---------------------------------------------------------------------------------------------
// The metrics answer

const ordinaryTimestamp = fc.integer({ min: REFERENCE_MS - 60 * DAY_MS, max: REFERENCE_MS });
/** Timestamps: mostly in the default window, often at the edges. */
const hostileTimestamp: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: ordinaryTimestamp },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_TIMESTAMPS) },
  { weight: 1, arbitrary: ordinaryTimestamp.map(String) },
  { weight: 1, arbitrary: rawNumber },
);
const score = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 1, arbitrary: hostileNumber },
);
const count = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 500 }) },
  { weight: 1, arbitrary: hostileNumber },
);
const delta = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: -50, max: 50 }) },
  { weight: 1, arbitrary: hostileNumber },
);
/** Short text; `text` is sometimes also a long string (a few per answer, not one per field). */
const shortText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: hostileString },
);
const text = fc.oneof({ weight: 40, arbitrary: shortText }, { weight: 1, arbitrary: longString });
const projectUrl = fc
  .oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom('https://github.com/acme/', 'https://gitlab.com/acme/', 'http://svn.example/'),
    },
    { weight: 1, arbitrary: fc.constantFrom('javascript:', '', '//evil.example/', 'file:///') },
  )
  .chain((base) => shortText.map((name) => `${base}${name}`));
const severity = fc.constantFrom('CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NONE', 'critical', ' High ', 'bogus', '');

const hostileScan = objectOf({
  timestamp: field(hostileTimestamp),
  reportUUID: field(fc.oneof(fc.uuid(), text)),
  securityScore: field(score),
  vulnerabilityCount: field(count),
  mitigationCount: field(count),
  vulnerabilityDelta: field(delta),
});

const hostileRemediation = objectOf({
  id: field(fc.oneof(fc.constantFrom('CVE-2024-1', 'GHSA-78xj-abcd', 'cwe-79', 'RUSTSEC-1'), text)),
  adviceID: field(fc.oneof(fc.uuid(), text)),
  severity: field(severity),
  daysToFix: field(
    fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 0, max: 400 }) }, { weight: 1, arbitrary: hostileNumber }),
  ),
  fixedBy: field(text),
  fixedWhen: field(hostileTimestamp),
});

/** A list: a few items, of which some may be of the wrong type. */
function listOf(item: fc.Arbitrary<unknown>, maxLength: number) {
  return fc.array(fc.oneof({ weight: 9, arbitrary: item }, { weight: 1, arbitrary: wrongValue }), { maxLength });
}

const PROJECT_FIELDS = [
  'projectUUID',
  'projectUrl',
  'projectBranch',
  'securityScore',
  'vulnerabilitiesIdentified',
  'vulnerabilitiesAddressed',
  'scans',
  'remediations',
] as const;

const ordinaryProject = objectOf({
  projectUUID: field(fc.oneof(fc.uuid(), shortText)),
  projectUrl: field(projectUrl),
  projectBranch: field(fc.oneof(fc.constantFrom('main', 'develop', '*'), text)),
  securityScore: field(score),
  vulnerabilitiesIdentified: field(count),
  vulnerabilitiesAddressed: field(count),
  scans: field(listOf(hostileScan, 12)),
  remediations: field(
    fc.oneof(
      { weight: 3, arbitrary: objectOf({ vulnerabilities: field(listOf(hostileRemediation, 8)) }) },
      { weight: 1, arbitrary: listOf(hostileRemediation, 8) },
    ),
  ),
});

/** Scans of a huge project, built by a loop (a generator would take seconds for 50,000 of them). */
export type HugeScanShape = 'daily' | 'whole-date-range' | 'one-timestamp' | 'descending' | 'noisy';

function hugeScans(scanCount: number, shape: HugeScanShape, seed: number): Record<string, unknown>[] {
  const scans: Record<string, unknown>[] = [];
  const span = 2 * DATE_LIMIT_MS;
  let state = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: deterministic noise from the seed, so a failing case is the same on every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  for (let index = 0; index < scanCount; index += 1) {
    let timestamp: number;
    if (shape === 'whole-date-range') timestamp = -DATE_LIMIT_MS + Math.floor((index * span) / (scanCount - 1 || 1));
    else if (shape === 'one-timestamp') timestamp = REFERENCE_MS;
    else if (shape === 'descending') timestamp = REFERENCE_MS - index * 60_000;
    else timestamp = REFERENCE_MS - (scanCount - index) * 60_000;
    const vulnerabilityCount = shape === 'noisy' ? Math.floor(next() * 10_000) : 100 + (index % 37);
    scans.push({
      timestamp: shape === 'noisy' && next() < 0.01 ? String(timestamp) : timestamp,
      reportUUID: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      securityScore: shape === 'noisy' ? Math.floor(next() * 101) : (index * 7) % 101,
      vulnerabilityCount,
      mitigationCount: index % 5,
      vulnerabilityDelta: (index % 11) - 5,
    });
  }
  return scans;
}

/** A project with thousands of scans (50,000: the issue's case). */
export const hugeProject = fc
  .record({
    // Shrinks to a few scans, so a failure's smallest case is readable; generated, mostly huge.
    scanCount: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 2, max: 100 }) },
      { weight: 4, arbitrary: fc.constantFrom(50_000, 2_000) },
    ),
    shape: fc.constantFrom<HugeScanShape>('daily', 'whole-date-range', 'one-timestamp', 'descending', 'noisy'),
    seed: fc.integer(),
  })
  .map(({ scanCount, shape, seed }) => ({
    projectUUID: `huge-${shape}-${scanCount}`,
    projectUrl: `https://github.com/acme/huge-${shape}`,
    projectBranch: 'main',
    securityScore: 50,
    vulnerabilitiesIdentified: 200,
    vulnerabilitiesAddressed: 50,
    scans: hugeScans(scanCount, shape, seed),
    remediations: {
      vulnerabilities: Array.from({ length: 200 }, (_, index) => ({
        id: `CVE-2026-${index}`,
        adviceID: `advice-${index}`,
        severity: ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'NONE'][index % 5],
        daysToFix: index % 120,
        fixedBy: 'dependabot',
        fixedWhen: REFERENCE_MS - (index % 30) * DAY_MS,
      })),
    },
  }));

/** A project whose every field holds the same wrong value (the issue: null, true, {} or []). */
const uniformProject = fc
  .constantFrom<unknown>(null, true, false, {}, [], 0, '', 'x')
  .map((value) => uniform(PROJECT_FIELDS, value));

/** A project whose scans are all at one extreme timestamp, or spread over Date's whole range. */
export const extremeTimeProject = fc
  .record({
    timestamps: fc.array(fc.constantFrom(...EXTREME_TIMESTAMPS), { minLength: 1, maxLength: 4 }),
    fixedWhen: fc.constantFrom(...EXTREME_TIMESTAMPS),
  })
  .map(({ timestamps, fixedWhen }) => ({
    projectUUID: 'extreme-time',
    projectUrl: 'https://github.com/acme/extreme-time',
    projectBranch: 'main',
    securityScore: 60,
    vulnerabilitiesIdentified: 5,
    vulnerabilitiesAddressed: 1,
    scans: timestamps.map((timestamp, index) => ({
      timestamp,
      reportUUID: `extreme-${index}`,
      securityScore: 60 + index,
      vulnerabilityCount: 5 + index,
      mitigationCount: 1,
      vulnerabilityDelta: 1,
    })),
    remediations: {
      vulnerabilities: [{ id: 'CVE-2026-1', adviceID: 'a', severity: 'HIGH', daysToFix: 3, fixedBy: 'me', fixedWhen }],
    },
  }));

/** A project: mostly ordinary, sometimes one of the issue's edge cases. */
export const hostileProject: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: ordinaryProject },
  { weight: 2, arbitrary: extremeTimeProject },
  { weight: 2, arbitrary: uniformProject },
  { weight: 1, arbitrary: wrongValue },
);

const dateKey = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 60 }).map((days) => isoDay(REFERENCE_MS - days * DAY_MS)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1970-01-01',
      '2026-02-31',
      '9999-12-31',
      '0000-01-01',
      '+275760-09-13',
      '-271821-04-20',
      '2026-13-01',
      '',
      '<b>2026</b>',
      '__proto__',
    ),
  },
);

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A usage series: `sortedDates` and a `dates` map, each of which may disagree with the other. */
function usageSeries(day: fc.Arbitrary<unknown>) {
  return fc
    .tuple(fc.array(dateKey, { maxLength: 8 }), fc.array(day, { maxLength: 8 }), fc.boolean(), fc.boolean())
    .map(([keys, days, shuffle, extraKey]) => {
      const dates = Object.fromEntries(keys.map((key, index) => [key, days[index % Math.max(1, days.length)] ?? null]));
      if (extraKey) dates['2026-11-01'] = days[0] ?? {};
      const sortedDates = shuffle ? [...keys].reverse() : [...keys].sort();
      return { sortedDates, dates };
    })
    .chain((series) =>
      objectOf({ sortedDates: field(fc.constant(series.sortedDates)), dates: field(fc.constant(series.dates)) }),
    );
}

const usageDay = objectOf({
  timestamp: field(hostileTimestamp),
  totalProjects: field(count),
  totalScans: field(count),
});

const exclusion = objectOf({
  domain: field(fc.constantFrom('security', 'stability', 'licensing', 'SECURITY', 'other')),
  id: field(text),
  kind: field(text),
  name: field(text),
  reason: field(text),
  createdAt: field(fc.oneof(fc.constantFrom('2026-11-01T00:00:00Z', '+275760-09-13T00:00:00Z', 'yesterday'), text)),
  createdBy: field(text),
});

const exclusionDay = objectOf({
  exclusions: field(listOf(exclusion, 4)),
  totalExclusions: field(count),
});

const accountOverview = objectOf({
  numberOfProjects: field(count),
  totalScans: field(count),
  vulnerabilitiesIdentified: field(count),
  vulnerabilitiesAddressed: field(count),
});

/** Many small projects (the large account: thousands of rows), repeated from a few short ones. */
const manyProjects = fc
  .tuple(fc.constantFrom(1_000, 5_000), fc.array(ordinaryProject, { minLength: 1, maxLength: 3 }))
  .filter(([, templates]) => toJsonText(templates).length < 20_000)
  .map(([total, templates]) =>
    Array.from({ length: total }, (_, index) => ({
      ...(templates[index % templates.length] as Record<string, unknown>),
      projectUUID: `many-${index}`,
    })),
  );

/**
 * A value for the body of the metrics call (before JSON): usually shaped like the contract with
 * hostile parts at every depth, sometimes not an object at all. `huge` weighs the answers with a
 * huge project (put first, so that its row is the table's first) and those with thousands of
 * projects, each against 40 ordinary ones: a browser case can afford one in a few, a property of
 * 100 runs wants fewer.
 */
export function metricsValue({ huge = 1 }: { huge?: number } = {}): fc.Arbitrary<unknown> {
  const ordinary = { weight: 40, arbitrary: fc.array(hostileProject, { maxLength: 6 }) };
  const projects =
    huge > 0
      ? fc.oneof(
          ordinary,
          {
            weight: huge,
            arbitrary: fc
              .tuple(hugeProject, fc.array(hostileProject, { maxLength: 3 }))
              .map(([first, rest]) => [first, ...rest]),
          },
          { weight: huge, arbitrary: manyProjects },
        )
      : ordinary.arbitrary;
  return fc.oneof(
    {
      weight: 12,
      arbitrary: objectOf({
        accountOverview: field(accountOverview),
        projects: field(projects, { wrong: 1, missing: 0 }),
        projectsUsage: field(usageSeries(usageDay)),
        exclusionUsage: field(usageSeries(exclusionDay)),
      }),
    },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** The metrics body, with a huge answer about one time in twenty. */
export const hostileMetricsValue: fc.Arbitrary<unknown> = metricsValue();

/** The metrics body as the page's JSON.parse gives it: what `normalizeMetrics` and the contract functions receive. */
export const hostileMetricsJson: fc.Arbitrary<unknown> = hostileMetricsValue.map(parsedJson);

// ---------------------------------------------------------------------------------------------
// The users/me answer

const team = objectOf({
  uuid: field(fc.oneof(fc.constantFrom('team-a', 'team-b', 'team-a', ' team-a '), fc.uuid())),
  name: field(text),
});

const account = objectOf({
  uuid: field(fc.uuid()),
  name: field(fc.oneof(fc.constant('Acme Payments'), text)),
  email: field(fc.oneof(fc.constant('security@acme-payments.com'), text)),
  default: field(fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 1, 'false'))),
  active: field(fc.boolean()),
  admin: field(fc.boolean()),
  plan: field(fc.constantFrom('opensource', 'enterprise', '')),
  bundle: field(objectOf({ name: field(text) })),
  features: field(listOf(fc.constantFrom('teams', 'members', 'teams', 'TEAMS', ''), 4)),
});

/** A value for the body of `GET /users/me`: usually a user with hostile fields, sometimes not. */
const hostileUserValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 10,
    arbitrary: objectOf({
      id: field(fc.uuid()),
      name: field(fc.oneof(fc.constant('Dana Whitfield'), text)),
      email: field(fc.oneof(fc.constant('dana.whitfield@acme-payments.com'), text)),
      account: field(account),
      teams: field(listOf(team, 5)),
    }),
  },
  { weight: 1, arbitrary: wrongValue },
);

export const hostileUserJson: fc.Arbitrary<unknown> = hostileUserValue.map(parsedJson);

/** A user the dashboard accepts, so that a case reaches the metrics call. */
export const usableUserValue: fc.Arbitrary<unknown> = fc.record({
  id: fc.uuid(),
  name: fc.oneof(fc.constant('Dana Whitfield'), text),
  email: fc.constant('dana.whitfield@acme-payments.com'),
  account: fc.record({
    uuid: fc.uuid(),
    name: fc.oneof(fc.constant('Acme Payments'), text),
    email: fc.constant('security@acme-payments.com'),
    default: fc.boolean(),
    features: fc.constantFrom([], ['teams']),
  }),
  teams: fc.array(fc.record({ uuid: fc.uuid(), name: text }), { maxLength: 3 }),
});

// ---------------------------------------------------------------------------------------------
// HTTP answers

/** How the answer reaches the page. */
type Delivery =
  | { readonly kind: 'now' }
  /** Sent once the page's clock has moved on by `afterMs` (past the SDK's limit, too late). */
  | { readonly kind: 'late'; readonly afterMs: number }
  /** Never answered: only the SDK's time limit ends the call. */
  | { readonly kind: 'hang' }
  /** The connection fails (Playwright's `route.abort` error codes). */
  | { readonly kind: 'drop'; readonly error: DropError };

type DropError = 'failed' | 'connectionreset' | 'connectionclosed' | 'connectionrefused' | 'timedout' | 'aborted';

export interface HostileAnswer {
  /** A short name of what the answer is, for reports: `500 text/html`, `200 truncated JSON`, `hang`. */
  readonly label: string;
  readonly delivery: Delivery;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Every error status a server or a proxy in front of it may answer with. */
const ERROR_STATUSES: readonly number[] = [
  400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424,
  425, 426, 428, 429, 431, 451, 499, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511, 520, 522, 524, 599,
];

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/problem+json'];
const OTHER_TYPES = ['text/html; charset=utf-8', 'text/plain', 'application/octet-stream', 'application/xml'];

/**
 * A proxy's or load balancer's error page: nginx's short one (about 150 characters), or a long one
 * with a style, a script and the token echoed back.
 */
const htmlPage = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('500 Internal Server Error', '502 Bad Gateway', '503 Service Temporarily Unavailable'),
      fc.boolean(),
    )
    .map(
      ([title, crlf]) =>
        `<html>\n<head><title>${title}</title></head>\n<body>\n<center><h1>${title}</h1></center>\n` +
        `<hr><center>nginx</center>\n</body>\n</html>\n`.replaceAll('\n', crlf ? '\r\n' : '\n'),
    ),
  fc
    .tuple(
      fc.constantFrom('502 Bad Gateway', 'Internal Server Error', 'Service Unavailable'),
      secretString,
      fc.boolean(),
    )
    .map(
      ([title, secret, withScript]) =>
        `<!DOCTYPE html><html><head><title>${title}</title><style>body{color:red}</style>` +
        `${withScript ? '<script>window.__pwned = true</script>' : ''}</head>` +
        `<body><h1>${title}</h1><p>nginx/1.25.3</p><!-- request: ${secret} --><p>${secret}</p>` +
        `${'<div>padding</div>'.repeat(50)}</body></html>`,
    ),
  secretString.map((secret) => `<p>Unauthorized: ${secret}</p>`),
);

/** Bodies that are not JSON, or not whole JSON. */
const garbageBody = (jsonText: fc.Arbitrary<string>) =>
  fc.oneof(
    fc.constantFrom('', ' ', '\n', 'null', 'undefined', 'NaN', '{', '[', '{"projects":', '\uFEFF{}', 'OK', '<xml/>'),
    htmlPage,
    secretString,
    longString,
    jsonText.chain((whole) =>
      fc.nat({ max: Math.max(0, whole.length - 1) }).map((cut) => whole.slice(0, Math.max(1, cut))),
    ),
    jsonText.map((whole) => `${whole}garbage`),
    jsonText.map((whole) => `callback(${whole})`),
  );

const jsonBody = (value: fc.Arbitrary<unknown>) => value.map(toJsonText);

const errorJson = objectOf({
  message: field(fc.oneof(secretString, hostileString, fc.constantFrom('requested time window is too large'))),
  error: field(text),
  status: field(hostileNumber),
});

/** Headers of an answer: a content type (right, wrong or none) and, sometimes, Retry-After. */
const headersWith = (types: readonly string[]) =>
  fc
    .tuple(
      fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...types) }, { weight: 1, arbitrary: fc.constant(undefined) }),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('0', '1', '5', '-1', 'soon', 'Wed, 21 Oct 2015 07:28:00 GMT', '120') },
      ),
    )
    .map(([contentType, retryAfter]) => {
      const headers: Record<string, string> = {};
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (retryAfter !== undefined) headers['retry-after'] = retryAfter;
      return headers;
    });

const delivery: fc.Arbitrary<Delivery> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Delivery>({ kind: 'now' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(1_000, 5_000, SDK_TIME_LIMIT_MS - 1_000, SDK_TIME_LIMIT_MS + 1_000, 120_000)
      .map((afterMs): Delivery => ({ kind: 'late', afterMs })),
  },
  { weight: 1, arbitrary: fc.constant<Delivery>({ kind: 'hang' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<DropError>(
        'failed',
        'connectionreset',
        'connectionclosed',
        'connectionrefused',
        'timedout',
        'aborted',
      )
      .map((error): Delivery => ({ kind: 'drop', error })),
  },
);

function answer(
  label: string,
  status: number,
  headers: Record<string, string>,
  body: string,
): Omit<HostileAnswer, 'delivery'> {
  return { label, status, headers, body };
}

/** An HTTP answer to a call whose success body is `value`: success, garbage or an error of any kind. */
export function hostileAnswer(
  value: fc.Arbitrary<unknown>,
  weights = { json: 8, garbage: 2, error: 4 },
): fc.Arbitrary<HostileAnswer> {
  const jsonText = jsonBody(value);
  const content = fc.oneof(
    {
      weight: weights.json,
      arbitrary: fc
        .tuple(fc.constantFrom(200, 200, 200, 203), headersWith(JSON_TYPES), jsonText)
        .map(([status, headers, body]) => answer(`${status} JSON`, status, headers, body)),
    },
    {
      weight: weights.garbage,
      arbitrary: fc
        .tuple(fc.constantFrom(200, 202, 204), headersWith([...JSON_TYPES, ...OTHER_TYPES]), garbageBody(jsonText))
        .map(([status, headers, body]) =>
          // A 204 carries no body (the browser refuses one).
          status === 204 ? answer('204 empty', 204, headers, '') : answer(`${status} not JSON`, status, headers, body),
        ),
    },
    {
      weight: weights.error,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...ERROR_STATUSES),
          fc.oneof(
            headersWith(JSON_TYPES).chain((headers) =>
              jsonBody(errorJson).map((body) => ({ kind: 'JSON', headers, body })),
            ),
            headersWith(OTHER_TYPES).chain((headers) => htmlPage.map((body) => ({ kind: 'HTML', headers, body }))),
            headersWith([...JSON_TYPES, ...OTHER_TYPES]).map((headers) => ({ kind: 'empty', headers, body: '' })),
            headersWith([...JSON_TYPES, ...OTHER_TYPES]).chain((headers) =>
              garbageBody(jsonBody(errorJson)).map((body) => ({ kind: 'not JSON', headers, body })),
            ),
          ),
        )
        .map(([status, { kind, headers, body }]) => answer(`${status} ${kind}`, status, headers, body)),
    },
  );
  return fc.tuple(content, delivery).map(([content, how]) => ({
    ...content,
    label: how.kind === 'now' ? content.label : `${content.label}, ${describeDelivery(how)}`,
    delivery: how,
  }));
}

function describeDelivery(how: Delivery): string {
  switch (how.kind) {
    case 'now':
      return 'at once';
    case 'late':
      return `${how.afterMs / 1000} s late`;
    case 'hang':
      return 'never answered';
    case 'drop':
      return `connection ${how.error}`;
  }
}

/** One hostile case for the page: an answer to the users call and one to every metrics call. */
export interface HostileCase {
  readonly user: HostileAnswer;
  readonly metrics: HostileAnswer;
}

/**
 * A case for the page: the users call mostly answers with a user the page accepts, so that most
 * cases reach the metrics call; the rest are as hostile as the metrics answers. `metrics` is the
 * metrics body's arbitrary (`metricsValue({ huge })` to weigh huge answers differently).
 */
export function hostileCaseOf(metrics: fc.Arbitrary<unknown> = hostileMetricsValue): fc.Arbitrary<HostileCase> {
  return fc.record({
    user: fc.oneof(
      {
        weight: 4,
        arbitrary: jsonBody(usableUserValue).map(
          (body): HostileAnswer => ({
            label: '200 usable user',
            delivery: { kind: 'now' },
            status: 200,
            headers: { 'content-type': 'application/json' },
            body,
          }),
        ),
      },
      { weight: 1, arbitrary: hostileAnswer(hostileUserValue) },
    ),
    metrics: hostileAnswer(metrics),
  });
}

/** A case for a report: each answer's label, status, headers, delivery and body (cut to `maxBody`). */
export function describeCase(hostile: HostileCase, maxBody = 400): string {
  const describe = (name: string, answer: HostileAnswer) => {
    const body =
      answer.body.length > maxBody
        ? `${JSON.stringify(answer.body.slice(0, maxBody))}… (${answer.body.length.toLocaleString('en-US')} characters)`
        : JSON.stringify(answer.body);
    return `${name}: ${answer.label}; status ${answer.status}; headers ${JSON.stringify(answer.headers)}\n  body ${body}`;
  };
  return `${describe('users/me', hostile.user)}\n${describe('metrics', hostile.metrics)}`;
}

/**
 * The seed `npm test` runs with: the same cases on every machine, so that a submission's CI judges
 * the code and not the draw. `HOSTILE_SEED=random` (what `npm run test:hostile` uses) draws a fresh one.
 */
const DEFAULT_SEED = 20_261_124;

/**
 * The seed and the number of runs for a property: `HOSTILE_SEED` and `HOSTILE_RUNS` when set (to
 * reproduce a failure, explore with `random`, or run more cases), otherwise DEFAULT_SEED and `defaultRuns`.
 */
export function hostileRunSettings(defaultRuns: number): { seed: number; numRuns: number } {
  const asked = process.env.HOSTILE_SEED ?? '';
  const seed = Number.parseInt(asked, 10);
  const runs = Number.parseInt(process.env.HOSTILE_RUNS ?? '', 10);
  return {
    seed: Number.isSafeInteger(seed) ? seed : asked === 'random' ? Math.floor(Math.random() * 2 ** 31) : DEFAULT_SEED,
    numRuns: Number.isSafeInteger(runs) && runs > 0 ? runs : defaultRuns,
  };
}

// ---------------------------------------------------------------------------------------------
// Running properties

/** The sizes of a metrics-shaped value: enough to tell a huge case at a glance. */
function sizeOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('projects' in value)) return '';
  const projects = (value as { projects: unknown }).projects;
  if (!Array.isArray(projects)) return '';
  const scans = projects.slice(0, 5).map((project) => {
    const list = typeof project === 'object' && project !== null ? (project as { scans?: unknown }).scans : undefined;
    return Array.isArray(list) ? list.length : '-';
  });
  return ` (${projects.length} projects; scans of the first ones: ${scans.join(', ')})`;
}

/** A counterexample for a report: its JSON text cut to `max` characters, with its sizes. */
function describeValue(value: unknown, max = 1_500): string {
  let text: string;
  try {
    text = toJsonText(value);
  } catch {
    text = String(value);
  }
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)` : text;
  return `${cut}${sizeOf(value)}`;
}

/**
 * `fc.assert` with the hostile suite's settings and report: the seed (HOSTILE_SEED) and the number of
 * runs (HOSTILE_RUNS, else `defaultRuns`), and on failure the seed, the path and the shrunk
 * counterexample cut to a readable length (a 50,000-scan answer is megabytes long), with the command
 * that replays it.
 */
export function assertHostile<Ts extends unknown[]>(
  property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>,
  { defaultRuns = 100 }: { defaultRuns?: number } = {},
): void | Promise<void> {
  const { seed, numRuns } = hostileRunSettings(defaultRuns);
  const reporter = (details: fc.RunDetails<Ts>) => {
    if (!details.failed) return;
    const example = details.counterexample?.map((value) => describeValue(value)).join('\n  ') ?? '(none)';
    const error = details.errorInstance;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Property failed after ${details.numRuns} run(s) and ${details.numShrinks} shrink(s).\n` +
        `Replay: HOSTILE_SEED=${details.seed} (fast-check path "${details.counterexamplePath}")\n` +
        `Counterexample:\n  ${example}\n` +
        `Error: ${message.length > 2_000 ? `${message.slice(0, 2_000)}…` : message}`,
    );
  };
  return fc.assert(property as fc.IProperty<Ts>, { seed, numRuns, reporter }) as void | Promise<void>;
}
