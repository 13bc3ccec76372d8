// Wire-shaped projects with fixes, for the tests of the MTTR column's sort and export.
import { wireFix, wireProject } from './metrics-fixtures';

/** A fix of the metrics answer with the given days to fix (any value: the normaliser decides). */
export const fix = (daysToFix: unknown) => wireFix({ daysToFix });

/** A project of the metrics answer at `url`, without scans, with these fixes. */
export const wire = (url: string, fixes: unknown[]) =>
  wireProject({ projectUUID: `uuid-${url}`, projectUrl: url, remediations: { vulnerabilities: fixes } });
