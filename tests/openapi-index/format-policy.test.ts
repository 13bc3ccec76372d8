import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../src/conformance/schema-validator.mjs';
import { createDocumentAjv, schemaReference } from '../../src/openapi-index/document-ajv.mjs';
import { createDocumentIndex } from '../../src/openapi-index/document-index.mjs';

// A response whose fields carry the formats the policy speaks of, one of them the document's own label.
const document = {
  openapi: '3.1.0',
  info: { title: 'formats', version: '1' },
  paths: {
    '/things': {
      get: {
        operationId: 'things_list',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: {
          day: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
          uuid: { type: 'string', format: 'uuid' },
          link: { type: 'string', format: 'uri' },
          count: { type: 'integer', format: 'int32' },
          report: { type: 'string', format: 'cyclonedx-json' },
        },
      },
    },
  },
};

const THING = '/components/schemas/Thing';

describe('the one format policy', () => {
  const validate = createDocumentAjv(document).compile({ $ref: schemaReference(THING) });

  it('checks the formats JSON Schema and OpenAPI name in full', () => {
    expect(validate({ day: '2024-02-29' })).toBe(true);
    expect(validate({ day: '2023-02-29' })).toBe(false);
    expect(validate({ at: '2024-05-01T10:00:00Z' })).toBe(true);
    expect(validate({ at: '2023-02-29T10:00:00Z' })).toBe(false);
    expect(validate({ at: '2024-05-01T24:00:00Z' })).toBe(false);
    expect(validate({ uuid: '6A1F0C2E-3B4D-4C5E-8F70-81A2B3C4D5E6' })).toBe(true);
    expect(validate({ uuid: 'team-1' })).toBe(false);
    expect(validate({ link: 'https://example.test/a' })).toBe(true);
    expect(validate({ link: '/relative/path' })).toBe(false);
    expect(validate({ count: 2 ** 31 - 1 })).toBe(true);
    expect(validate({ count: 2 ** 31 })).toBe(false);
  });

  it('lets a format of the document’s own constrain nothing', () => {
    expect(validate({ report: 'anything at all' })).toBe(true);
  });

  it('is the same for the mock’s index and the conformance command’s validator', () => {
    const index = createDocumentIndex(document);
    const operation = index.operation('things_list');
    const schemaPointer = operation && index.responseOf(operation, 200)?.schemaPointer;
    const mockValidate = index.validatorAt(String(schemaPointer));
    const checker = createSchemaValidator(document);
    const instant = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('9999-12-31') });
    const value = fc.oneof(
      fc.string(),
      instant.map((date) => date.toISOString()),
      instant.map((date) => date.toISOString().slice(0, 10)),
      fc.uuid(),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(fc.record({ day: value, at: value, uuid: value, link: value }), (thing) => {
        const mockAccepts = mockValidate(thing);
        const checkerAccepts = checker.validate('#/paths/~1things/get/responses/200', 'application/json', thing);
        expect(checkerAccepts.length === 0).toBe(mockAccepts);
      }),
    );
  });
});
