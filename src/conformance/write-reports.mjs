// @ts-check
// Writes `<dir>/junit.xml`, `<dir>/report.json`, `<dir>/report.html` and `<dir>/summary.md`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toHtmlReport } from './html-report.mjs';
import { toJUnitXml } from './junit.mjs';
import { toMarkdownSummary } from './markdown-summary.mjs';

/**
 * @param {import('./index.mjs').Report} report already redacted by runConformance
 * @param {string} directory created when missing
 * @returns {{ junitFile: string, jsonFile: string, htmlFile: string, markdownFile: string }}
 */
export function writeReports(report, directory) {
  mkdirSync(directory, { recursive: true });
  const junitFile = join(directory, 'junit.xml');
  const jsonFile = join(directory, 'report.json');
  const htmlFile = join(directory, 'report.html');
  writeFileSync(junitFile, toJUnitXml(report));
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  const markdownFile = join(directory, 'summary.md');
  writeFileSync(htmlFile, toHtmlReport(report));
  writeFileSync(markdownFile, toMarkdownSummary(report));
  return { junitFile, jsonFile, htmlFile, markdownFile };
}
