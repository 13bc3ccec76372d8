// The SDK's public surface. Everything a caller needs is exported from here; `internal/` is not public.
export { type ClientOptions, createClient, type DepsightClient, type RequestHook, type ResponseHook } from './client';
export {
  AbortedError,
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  apiErrorFor,
  BadRequestError,
  ConflictError,
  DepsightError,
  InternalServerError,
  InvalidArgumentError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  type ResponseViolation,
  TimeoutError,
  UnprocessableEntityError,
} from './errors';
export { type AuthOptions, type AuthType, authorizationHeader } from './internal/auth';
export { CHAT_HOSTS, chatHostFor } from './internal/chat-host';
export type { CallOptions } from './internal/core';
export type { PageWalkOptions } from './internal/pagination';
export type { AnswerToCheck, ResponseValidators, ResponseValidatorsSource } from './internal/response-check';
export { DEFAULT_RETRY_POLICY, DEFAULT_TIMEOUT_MS, type FetchLike, type RetryPolicy } from './internal/transport';
export { cannotDetectUuidMessage, MEMBER_MESSAGES, MESSAGES, TEAM_MESSAGES } from './messages';
export { MESSAGE_MAX_LENGTH } from './plain-message';
export { REDACTED, redactSecrets } from './redaction';
// The friendly aliases of the schema types each resource takes and returns.
export type * from './resources/accounts';
export type * from './resources/advisories';
export { ADVISORY_DEFAULT_LIMIT, ADVISORY_DEFAULT_OFFSET, ADVISORY_MAX_LIMIT } from './resources/advisories';
export type * from './resources/asset-registry';
export type * from './resources/assistant-policies';
export type * from './resources/badges';
export { BADGE_TIMEOUT_MS } from './resources/badges';
export type * from './resources/chat';
export type * from './resources/cli';
export type * from './resources/configuration';
export type * from './resources/credentials';
export type * from './resources/databases';
export type * from './resources/dependencies';
export type * from './resources/eras';
export { ERAS_DEFAULT_BRANCHES, ERAS_REPORT_DONE, ERAS_REPORT_PENDING } from './resources/eras';
export type * from './resources/exclusions';
export type * from './resources/features';
export type * from './resources/insights';
export type * from './resources/issue-tracker';
export type * from './resources/languages';
export type * from './resources/license-policies';
export type * from './resources/licenses';
export type * from './resources/members';
export type * from './resources/metrics';
export type * from './resources/mfa';
export type * from './resources/monitoring';
export type * from './resources/notifications';
export { NOTIFICATION_CHANNELS } from './resources/notifications';
export type * from './resources/payg-tokens';
export type * from './resources/plans';
export type * from './resources/projects';
export type * from './resources/properties';
export { PROPERTY_OWNER_TYPES } from './resources/properties';
export type * from './resources/site';
export type * from './resources/stats';
export type * from './resources/support-token';
export type * from './resources/tags';
export type * from './resources/team-members';
export type * from './resources/teams';
export type * from './resources/tokens';
export type * from './resources/users';
export {
  activeSupportToken,
  DEFAULT_ACCOUNT_ID,
  DEFAULT_ACCOUNT_UUID,
  DEFAULT_MEMBER_ROLE,
  isValidEmail,
  resolveAccountUuid,
  roleForNewMember,
  signupName,
} from './rules/accounts';
export { type FormattedDateFilterError, formatDateFilterError, messageOf } from './rules/date-filter-error';
export { featuresForUpdate, hasTeamsFeature, isMembersFeatureEnabled, TEAMS_FEATURE } from './rules/features';
export {
  ACTIONS,
  AREAS,
  can,
  PERMISSION_MATRIX,
  type PermissionAction,
  type PermissionArea,
  permissionRoleOf,
  type TokenScope,
} from './rules/permissions';
export { type PropertyValue, parsePropertyValue } from './rules/property-value';
export { SDK_USER_AGENT, SDK_VERSION } from './version';
