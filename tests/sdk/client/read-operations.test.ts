import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listOperations, loadDocument } from '../../../scripts/lib/openapi-operations.mjs';
import { READ_OPERATIONS } from '../../../src/sdk/read-operations';

describe('the read operations of depsight/swr', () => {
  it("are exactly the document's GET operations", () => {
    const document = loadDocument('generated/openapi.yaml');
    const reads = listOperations(document)
      .filter((operation) => operation.method === 'get')
      .map((operation) => operation.operationId.replace('_', '.'))
      .sort();
    const listed = Object.entries(READ_OPERATIONS)
      .flatMap(([namespace, methods]) => methods.map((method) => `${namespace}.${method}`))
      .sort();
    expect(listed).toEqual(reads);
  });

  it('no file of the SDK imports React (the swr entry imports swr only)', () => {
    const files = readdirSync('src/sdk', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      expect(readFileSync(`src/sdk/${file}`, 'utf8'), file).not.toMatch(/from ['"]react(-dom)?(\/[^'"]*)?['"]/);
    }
  });
});
