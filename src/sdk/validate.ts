// `depsight/validate`: the document's response schemas, compiled at build time by Ajv
// (generated/response-validators.js), and the one function a client calls with each answer. A
// separate entry, so that the SDK's default entry never carries them: pass it to `createClient`
// as `responseValidators: () => import('depsight/validate')` and it loads only when checking is on.
import { type CompiledValidator, OPERATIONS } from '../../generated/response-validators.js';
import { escapePointerSegment } from '../openapi-index/json-pointer.mjs';
import type { ResponseViolation } from './errors';
import type { AnswerToCheck } from './internal/response-check';

export type { ResponseViolation } from './errors';
export type { AnswerToCheck } from './internal/response-check';

interface OperationMatcher {
  method: string;
  pattern: RegExp;
  path: string;
  operationId: string;
  statuses: Readonly<Record<string, CompiledValidator | 0>>;
  /** Literal segments first: `/accounts/me/tags` wins over `/accounts/{uuid}/tags`. */
  parameters: number;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MATCHERS: OperationMatcher[] = OPERATIONS.map(([method, path, operationId, statuses]) => ({
  method,
  path,
  operationId,
  statuses,
  parameters: (path.match(/\{[^}]+\}/g) ?? []).length,
  pattern: new RegExp(
    `^${path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escapeForPattern(part)))
      .join('')}$`,
  ),
})).sort((first, second) => first.parameters - second.parameters);

const isJson = (contentType: string | null) =>
  /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test((contentType ?? '').trim());

/** The declared response key covering a status: the status itself, then its range (`4XX`), then `default`. */
function statusKeyOf(statuses: Readonly<Record<string, unknown>>, status: number): string | undefined {
  const exact = String(status);
  if (Object.hasOwn(statuses, exact)) return exact;
  const range = `${exact[0]}XX`;
  const ranged = Object.keys(statuses).find((key) => key.toUpperCase() === range);
  return ranged ?? (Object.hasOwn(statuses, 'default') ? 'default' : undefined);
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * The first place where `answer` departs from the document's schema for its operation and status,
 * or undefined when it conforms (or when its path is not one of the document's operations).
 */
export function checkResponse(answer: AnswerToCheck): ResponseViolation | undefined {
  const method = answer.method.toUpperCase();
  const matcher = MATCHERS.find((candidate) => candidate.method === method && candidate.pattern.test(answer.path));
  if (!matcher) return undefined;
  const where = { operationId: matcher.operationId, method, path: matcher.path, status: answer.status };
  const key = statusKeyOf(matcher.statuses, answer.status);
  if (key === undefined) {
    return {
      ...where,
      pointer: '',
      rule: `responses: ${Object.keys(matcher.statuses).join(', ')}`,
      schemaPath: '',
      message: `status ${answer.status} is not declared`,
      value: answer.body,
    };
  }
  const validate = matcher.statuses[key];
  if (!validate) return undefined;
  if (!isJson(answer.contentType)) {
    return {
      ...where,
      pointer: '',
      rule: 'content: application/json',
      schemaPath: '',
      message: `must be JSON, not ${answer.contentType ?? 'a body without a Content-Type'}`,
      value: answer.body,
    };
  }
  if (validate(answer.body)) return undefined;
  const error = validate.errors?.[0];
  if (!error) return undefined;
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  const pointer =
    (error.keyword === 'required' || error.keyword === 'additionalProperties') && typeof named === 'string'
      ? `${error.instancePath}/${escapePointerSegment(named)}`
      : error.instancePath;
  const location = error.parentSchema?.['x-at'];
  return {
    ...where,
    pointer,
    rule: `${error.keyword}: ${shortJson(error.schema)}`,
    schemaPath: typeof location === 'string' ? `${location}/${error.keyword}` : '',
    message: error.message ?? `breaks ${error.keyword}`,
    value: error.data,
  };
}
