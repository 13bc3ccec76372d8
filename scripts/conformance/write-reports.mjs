// @ts-check
// Writes `<dir>/junit.xml` and `<dir>/report.json`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJUnitXml } from './junit.mjs';

/**
 * @param {import('./index.mjs').Report} report already redacted by runConformance
 * @param {string} directory created when missing
 * @returns {{ junitFile: string, jsonFile: string }}
 */
export function writeReports(report, directory) {
  mkdirSync(directory, { recursive: true });
  const junitFile = join(directory, 'junit.xml');
  const jsonFile = join(directory, 'report.json');
  writeFileSync(junitFile, toJUnitXml(report));
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  return { junitFile, jsonFile };
}
