// How the page address names a scan of the expanded project, so that every scan can be opened,
// shared and restored, whatever its reportUUID: the reportUUID when it is plain (`isPlainId`) and the
// first of the project's scans to carry it; otherwise `t:` and the scan's timestamp, which no other
// scan of a normalised project shares. A plain id holds no `:`, so the two forms cannot collide.
import type { Project, ScanPoint } from '@/dashboard/shared/metrics/types';
import { isPlainId } from '@/dashboard/shared/model/plain-id';

const TIMESTAMP_TOKEN = 't:';

/** The address of one of the project's scans. */
export function scanAddress(project: Project, scan: ScanPoint): string {
  const { reportUUID } = scan;
  const named = isPlainId(reportUUID) && project.scans.find((other) => other.reportUUID === reportUUID) === scan;
  return named ? reportUUID : `${TIMESTAMP_TOKEN}${scan.timestamp}`;
}

/** The project's scan an address names, or undefined. */
export function scanAtAddress(project: Project, address: string | null): ScanPoint | undefined {
  if (address === null) return undefined;
  if (address.startsWith(TIMESTAMP_TOKEN)) {
    const timestamp = Number(address.slice(TIMESTAMP_TOKEN.length));
    return project.scans.find((scan) => scan.timestamp === timestamp);
  }
  return isPlainId(address) ? project.scans.find((scan) => scan.reportUUID === address) : undefined;
}
