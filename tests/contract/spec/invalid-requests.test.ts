import { describe, expect, inject, it } from 'vitest';
import { buildExampleRequest } from '../../../src/openapi-index/examples.mjs';
import { deref } from '../../../src/openapi-index/json-pointer.mjs';
import type { Operation } from '../../../src/openapi-index/openapi-operations.mjs';
import { bundledDocument, bundledOperations } from '../support/document';

interface InvalidCase {
  label: string;
  operation: Operation;
  spoil: (request: ReturnType<typeof buildExampleRequest>) => void;
}

// Requests that break the document in one way each: the mock validates every request, so each must
// be refused with a 4xx rather than answered with a success.
function invalidCases(): InvalidCase[] {
  const cases: InvalidCase[] = [];
  for (const operation of bundledOperations) {
    for (const parameter of operation.parameters) {
      if (parameter.in === 'query' && parameter.required) {
        cases.push({
          label: `${operation.operationId} without its required query parameter "${parameter.name}"`,
          operation,
          spoil: (request) => request.query.delete(parameter.name),
        });
      }
    }
    const requestBody = deref(bundledDocument, operation.operation.requestBody);
    const jsonSchema = deref(bundledDocument, requestBody?.content?.['application/json']?.schema);
    if (requestBody?.required && jsonSchema?.type === 'object') {
      cases.push({
        label: `${operation.operationId} with an array where its body must be an object`,
        operation,
        spoil: (request) => {
          request.body = '[]';
        },
      });
    }
  }
  return cases;
}

const cases = invalidCases();

describe('the mock refuses requests that break the document', () => {
  it('has invalid requests to try for both kinds of mistake', () => {
    expect(cases.some((entry) => entry.label.includes('query parameter'))).toBe(true);
    expect(cases.some((entry) => entry.label.includes('body must be an object'))).toBe(true);
  });

  it.each(cases.map((entry) => [entry.label, entry] as const))('%s is refused with a 4xx', async (_, entry) => {
    const request = buildExampleRequest(bundledDocument, entry.operation);
    entry.spoil(request);
    const search = request.query.toString();
    const response = await fetch(`${inject('prismUrl')}${request.path}${search ? `?${search}` : ''}`, {
      method: entry.operation.method.toUpperCase(),
      headers: request.headers,
      body: request.body,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
