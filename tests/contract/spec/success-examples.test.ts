import { describe, expect, inject, it } from 'vitest';
import { checkOperationExamples } from '../../../scripts/lib/example-check.mjs';
import { bundledDocument, bundledOperations } from '../support/document';

describe('every success example is served by a mock started with --errors', () => {
  it.each(bundledOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (_, operation) => {
      expect(await checkOperationExamples(bundledDocument, operation, inject('prismUrl'))).toEqual([]);
    },
  );
});
