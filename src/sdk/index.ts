// The SDK's public surface. Everything a caller needs is exported from here; `internal/` is not public.
export { type ClientOptions, createClient, type DepsightClient } from './client';
export { ApiError, DepsightError, InvalidArgumentError, NetworkError, TimeoutError } from './errors';
export type { CallOptions } from './internal/core';
export { DEFAULT_RETRY_POLICY, DEFAULT_TIMEOUT_MS, type RetryPolicy } from './internal/transport';
export { cannotDetectUuidMessage, MEMBER_MESSAGES, MESSAGES, TEAM_MESSAGES } from './messages';
export type { MetricsQuery, SecurityMetrics } from './resources/metrics';
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
export { type AuthOptions, type AuthType, authorizationHeader } from './rules/auth';
export { CHAT_HOSTS, chatHostFor } from './rules/chat-host';
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
