// @ts-check
// Sends every success example of an operation through a Prism mock started with `--errors`, which
// answers 500 when the example it would serve breaks its own schema.
import { buildExampleRequest, successResponses } from '../../src/openapi-index/examples.mjs';

/**
 * @param {any} document @param {import('../../src/openapi-index/openapi-operations.mjs').Operation} operation @param {string} baseUrl
 * @returns {Promise<string[]>} one line per failure; empty when every example was served as declared
 */
export async function checkOperationExamples(document, operation, baseUrl) {
  const failures = [];
  let request;
  try {
    request = buildExampleRequest(document, operation);
  } catch (error) {
    return [/** @type {Error} */ (error).message];
  }
  for (const response of successResponses(document, operation)) {
    const prefer = [`code=${response.status}`];
    if (response.exampleName) prefer.push(`example=${response.exampleName}`);
    const search = request.query.toString();
    const url = `${baseUrl}${request.path}${search ? `?${search}` : ''}`;
    /** @type {Record<string, string>} */
    const headers = { ...request.headers, prefer: prefer.join(', ') };
    if (response.contentType) headers.accept = response.contentType;
    const reply = await fetch(url, { method: operation.method.toUpperCase(), headers, body: request.body });
    const text = await reply.text();
    if (reply.status !== response.status) {
      const label = `${operation.operationId} ${response.status}${response.exampleName ? ` example "${response.exampleName}"` : ''}`;
      failures.push(`${label}: mock answered ${reply.status} ${text.slice(0, 600)}`);
    }
  }
  return failures;
}
