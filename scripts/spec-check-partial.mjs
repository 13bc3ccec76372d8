// @ts-check
// Authoring aid: lints, bundles and mock-checks the part of the document whose path files exist,
// optionally only some tags. Usage: node scripts/spec-check-partial.mjs [--tag TAG]...
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { startPrism } from '../mocks/server/prism.mjs';
import { loadDocument } from '../src/openapi-index/load-document.mjs';
import { listOperations } from '../src/openapi-index/openapi-operations.mjs';
import { checkOperationExamples } from './lib/example-check.mjs';
import { runRedocly } from './lib/redocly.mjs';

const tags = process.argv.flatMap((argument, index) => (process.argv[index - 1] === '--tag' ? [argument] : []));
const root = parse(readFileSync('openapi/openapi.yaml', 'utf8'));
const partialPaths = Object.entries(root.paths).filter(([, item]) => existsSync(join('openapi', item.$ref)));
root.paths = Object.fromEntries(partialPaths);
const partialFile = `openapi/.partial-${process.pid}.yaml`;
const workDir = mkdtempSync(join(tmpdir(), 'spec-partial-'));
const bundleFile = join(workDir, 'bundle.yaml');
let failed = false;
try {
  writeFileSync(partialFile, stringify(root));
  console.log(`${partialPaths.length} path files present.`);
  if ((await runRedocly(['lint', partialFile, '--format', 'codeframe'])) !== 0) failed = true;
  if ((await runRedocly(['bundle', partialFile, '-o', bundleFile], { quiet: true })) !== 0) {
    throw new Error(`redocly could not bundle ${partialFile}`);
  }
  const document = loadDocument(bundleFile);
  const operations = listOperations(document).filter((operation) => tags.length === 0 || tags.includes(operation.tag));
  const prism = await startPrism({ document: bundleFile, errors: true });
  try {
    for (const operation of operations) {
      const failures = await checkOperationExamples(document, operation, prism.url);
      for (const failure of failures) console.log(`FAIL ${failure}`);
      if (failures.length > 0) failed = true;
    }
  } finally {
    await prism.stop();
  }
  console.log(`${operations.length} operations mock-checked${tags.length ? ` (tags: ${tags.join(', ')})` : ''}.`);
} finally {
  rmSync(partialFile, { force: true });
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
