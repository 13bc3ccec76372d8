import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../../src/openapi-index/load-document.mjs';
import { listOperations } from '../../../src/openapi-index/openapi-operations.mjs';
import { createClient } from '../../../src/sdk';
import { READ_OPERATIONS } from '../../../src/sdk/read-operations';
import { REVALIDATED_READS, WRITE_OPERATIONS } from '../../../src/sdk/write-operations';

describe('the read and write operations of depsight/swr', () => {
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

  it("the write operations are exactly the document's other operations, each a method of the client", () => {
    const document = loadDocument('generated/openapi.yaml');
    const writes = listOperations(document)
      .filter((operation) => operation.method !== 'get')
      .map((operation) => operation.operationId.replace('_', '.'))
      .sort();
    const listed = Object.entries(WRITE_OPERATIONS)
      .flatMap(([namespace, methods]) => methods.map((method) => `${namespace}.${method}`))
      .sort();
    expect(listed).toEqual(writes);
    expect(listed).toHaveLength(78);
    const client = createClient({ baseUrl: 'https://api.depsight.test' }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const operation of listed) {
      const [namespace = '', method = ''] = operation.split('.');
      expect(typeof client[namespace]?.[method], operation).toBe('function');
    }
  });

  it('every read a write revalidates is a read operation', () => {
    const reads = new Set(
      Object.entries(READ_OPERATIONS).flatMap(([namespace, methods]) =>
        methods.map((method) => `${namespace}.${method}`),
      ),
    );
    for (const [family, changed] of Object.entries(REVALIDATED_READS)) {
      if (typeof changed === 'string') continue;
      for (const read of changed) expect(reads.has(read), `${family}: ${read}`).toBe(true);
    }
  });

  it('no file of the SDK imports React (the swr entry imports swr only)', () => {
    const files = readdirSync('src/sdk', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    for (const file of files) {
      expect(readFileSync(`src/sdk/${file}`, 'utf8'), file).not.toMatch(/from ['"]react(-dom)?(\/[^'"]*)?['"]/);
    }
  });
});
