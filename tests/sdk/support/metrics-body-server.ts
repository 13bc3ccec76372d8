import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local server that answers the metrics call with a body of any size, written on the fly: it holds
// one batch of projects at a time, never the body. Each project is one on one branch with 60 scans, 40
// fixed and 20 open vulnerabilities (about 20 KB, as a large account's are); its url has brackets,
// quotes, escapes and non-ASCII text, so the cutter meets them in every project.

const SCANS_PER_PROJECT = 60;
/** Projects written per `write`: about 320 KB. */
const BATCH = 16;
/** Where each project's number goes: eight digits, so that every project has the same length. */
const NUMBER_MARK = '99999999';

function projectTemplate(): string {
  const scans = Array.from({ length: SCANS_PER_PROJECT }, (_, scan) => ({
    timestamp: 1_759_406_400_000 + scan * 86_400_000,
    reportUUID: `00000000-0000-4000-8000-${String(scan).padStart(12, '0')}`,
    securityScore: 50 + (scan % 50),
    vulnerabilityCount: scan % 17,
    mitigationCount: scan % 5,
    vulnerabilityDelta: (scan % 7) - 3,
  }));
  const fixed = Array.from({ length: 40 }, (_, index) => ({
    id: `CVE-2024-${String(10_000 + index)}`,
    adviceID: `MET-2024-${String(index).padStart(4, '0')}`,
    severity: ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'][index % 4],
    daysToFix: index * 3,
    fixedBy: 'priya.raman@acme-payments.com',
    fixedWhen: 1_759_406_400_000 + index * 3_600_000,
  }));
  const open = Array.from({ length: 20 }, (_, index) => ({
    id: `GHSA-xxxx-${String(index).padStart(4, '0')}`,
    severity: 'HIGH',
    firstSeenWhen: 1_759_406_400_000 - index * 86_400_000,
  }));
  return JSON.stringify({
    projectUUID: `00000000-0000-4000-8000-0000${NUMBER_MARK}`,
    projectUrl: `https://git.example/acme/svc-${NUMBER_MARK}?q="[{}]"\\,é漢字🙂`,
    projectBranch: 'main',
    securityScore: 72,
    scans,
    vulnerabilitiesIdentified: 60,
    vulnerabilitiesAddressed: 40,
    remediations: { vulnerabilities: fixed },
    openVulnerabilities: open,
  });
}

const HEAD = Buffer.from('{"accountOverview":{"accountName":"Acme \\"huge\\" [account]"},\n  "projects" : [', 'utf8');
const TAIL = Buffer.from(
  '],"projectsUsage":{"sortedDates":["2026-01-01"],"dates":{"2026-01-01":{"timestamp":1767225600000,"totalProjects":1,"totalScans":2}}},"exclusionUsage":{"sortedDates":[],"dates":{}}}',
  'utf8',
);

export interface MetricsBodyServer {
  url: string;
  /** Projects in each answer. */
  projects: number;
  /** Bytes of each answer's body. */
  bodyBytes: number;
  /** The Authorization header of each request, in order. */
  authorizations: (string | undefined)[];
  /** Resolves once the server has seen a response end early (the client closed the connection). */
  closedEarly: Promise<void>;
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 with about `targetBytes` per answer. */
export async function startMetricsBodyServer(targetBytes: number): Promise<MetricsBodyServer> {
  const template = Buffer.from(projectTemplate(), 'utf8');
  const marks: number[] = [];
  for (let at = template.indexOf(NUMBER_MARK); at !== -1; at = template.indexOf(NUMBER_MARK, at + 1)) marks.push(at);
  const projectBytes = template.length + 1; // with its comma
  const projects = Math.max(1, Math.round((targetBytes - HEAD.length - TAIL.length) / projectBytes));
  const authorizations: (string | undefined)[] = [];
  let reportClosedEarly: () => void = () => {};
  const closedEarly = new Promise<void>((resolve) => {
    reportClosedEarly = resolve;
  });

  const server: Server = createServer(async (request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.on('close', () => {
      if (!response.writableFinished) reportClosedEarly();
    });
    const write = async (chunk: Buffer) => {
      if (response.write(chunk)) return;
      // Waits for the client to take it, or to go away.
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.on('drain', done);
        response.on('close', done);
      });
    };
    try {
      await write(HEAD);
      for (let first = 0; first < projects && !response.destroyed; first += BATCH) {
        const count = Math.min(BATCH, projects - first);
        const batch = Buffer.allocUnsafe(count * projectBytes);
        for (let index = 0; index < count; index += 1) {
          const start = index * projectBytes;
          template.copy(batch, start);
          const digits = String(first + index).padStart(8, '0');
          for (const mark of marks) batch.write(digits, start + mark, 'latin1');
          batch[start + template.length] = first + index === projects - 1 ? 0x20 : 0x2c;
        }
        await write(batch);
      }
      response.end(TAIL);
    } catch {
      // The client went away: nothing more to write.
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    projects,
    bodyBytes: HEAD.length + projects * projectBytes + TAIL.length,
    authorizations,
    closedEarly,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
