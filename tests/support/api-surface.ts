import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One line of `api-surface.txt`: an operation the document must describe. */
export interface SurfaceOperation {
  method: string;
  path: string;
  area: string;
}

// The workplace keeps the specification beside the repository; a clone elsewhere falls back to
// the committed snapshot, which a test keeps identical to the original whenever both exist.
const SHARED_SURFACE_CANDIDATES = [
  process.env.DEPSIGHT_SHARED_DIR && resolve(process.env.DEPSIGHT_SHARED_DIR, 'spec/api-surface.txt'),
  resolve('../shared/spec/api-surface.txt'),
  '/work/shared/spec/api-surface.txt',
].filter((candidate): candidate is string => Boolean(candidate));

export const SNAPSHOT_SURFACE_FILE = 'openapi/api-surface.txt';

export function sharedSurfaceFile(): string | undefined {
  return SHARED_SURFACE_CANDIDATES.find((candidate) => existsSync(candidate));
}

export function parseSurface(text: string): SurfaceOperation[] {
  const operations: SurfaceOperation[] = [];
  let area = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) area = line.slice(3).trim();
    const match = /^(GET|POST|PUT|DELETE|PATCH)\s+(\S+)/.exec(line);
    if (match?.[1] && match[2]) operations.push({ method: match[1], path: match[2], area });
  }
  return operations;
}

export function readSurface(): SurfaceOperation[] {
  return parseSurface(readFileSync(sharedSurfaceFile() ?? SNAPSHOT_SURFACE_FILE, 'utf8'));
}

/** The shape of a path template: parameter names do not matter, their positions do. */
export function pathShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}
