import type { Middleware } from 'openapi-fetch';
import {
  AbortedError,
  DepsightError,
  InvalidArgumentError,
  InvalidResponseError,
  NetworkError,
  TimeoutError,
} from './errors';
import { type AuthOptions, authorizationHeader } from './internal/auth';
import { chatHostFor, hostnameOf, noChatHostMessage } from './internal/chat-host';
import { SdkCore } from './internal/core';
import type { ResponseValidatorsSource } from './internal/response-check';
import { STREAM_KIT, type StreamKit } from './internal/stream-kit';
import type { FetchLike, RetryPolicy } from './internal/transport';
import { createAccountsResource } from './resources/accounts';
import { createAdvisoriesResource } from './resources/advisories';
import { createAssetRegistryResource } from './resources/asset-registry';
import { createAssistantPoliciesResource } from './resources/assistant-policies';
import { createBadgesResource } from './resources/badges';
import { createChatResource } from './resources/chat';
import { createCliResource } from './resources/cli';
import { createConfigurationResource } from './resources/configuration';
import { createCredentialsResource } from './resources/credentials';
import { createDatabasesResource } from './resources/databases';
import { createDependenciesResource } from './resources/dependencies';
import { createErasResource } from './resources/eras';
import { createExclusionsResource } from './resources/exclusions';
import { createFeaturesResource } from './resources/features';
import { createInsightsResource } from './resources/insights';
import { createIssueTrackerResource } from './resources/issue-tracker';
import { createLanguagesResource } from './resources/languages';
import { createLicensePoliciesResource } from './resources/license-policies';
import { createLicensesResource } from './resources/licenses';
import { createMembersResource } from './resources/members';
import { createMetricsResource, queryToSend } from './resources/metrics';
import { createMfaResource } from './resources/mfa';
import { createMonitoringResource } from './resources/monitoring';
import { createNotificationsResource } from './resources/notifications';
import { createPaygTokensResource } from './resources/payg-tokens';
import { createPlansResource } from './resources/plans';
import { createProjectsResource } from './resources/projects';
import { createPropertiesResource } from './resources/properties';
import { createSiteResource } from './resources/site';
import { createStatsResource } from './resources/stats';
import { createSupportTokenResource } from './resources/support-token';
import { createTagsResource } from './resources/tags';
import { createTeamMembersResource } from './resources/team-members';
import { createTeamsResource } from './resources/teams';
import { createTokensResource } from './resources/tokens';
import { createUsersResource } from './resources/users';
import { SDK_USER_AGENT } from './version';

export interface ClientOptions {
  /** The server, e.g. `https://api.depsight.io`. */
  baseUrl: string;
  /** `Authorization: Bearer <token>` or `Authorization: token <token>`; leave out for anonymous calls. */
  auth?: AuthOptions;
  /**
   * The chat assistant's host. Without it, the chat host is chosen from the subdomain of
   * `chatHostname`: `local` and `qa` use `https://qa.depsight.io`, `alpha` and `www` use
   * `https://www.depsight.io`; with no rule for the host name, chat calls are refused and nothing is sent.
   */
  chatBaseUrl?: string;
  /**
   * The host name the chat host is chosen from; defaults to the page's `location.hostname` in a
   * browser and to the host name of `baseUrl` elsewhere.
   */
  chatHostname?: string;
  /** A fetch to send requests with; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Time limit of each attempt in milliseconds (default 30000; 0 turns it off). */
  timeoutMs?: number;
  /** Retry policy for idempotent calls, or false for none. */
  retry?: Partial<RetryPolicy> | false;
  /** Extra product token placed before `depsight-sdk/<version>` in the user-agent. */
  userAgent?: string;
  /**
   * Sees every call's request before it is sent (logging, tracing); may return a changed Request. The
   * request carries the Authorization header: log the method and URL, never the headers.
   */
  onRequest?: RequestHook;
  /** Sees every call's response before the SDK reads it; may return a changed Response. */
  onResponse?: ResponseHook;
  /**
   * Checks every answer against the document's schema for its operation and status, for development:
   * `'warn'` logs a `ResponseValidationError` with `console.warn`, `'throw'` rejects the call with it.
   * Off when left out. Needs `responseValidators`.
   */
  validateResponses?: 'warn' | 'throw';
  /**
   * The compiled validators: `() => import('depsight/validate')` (loaded at the first answer, and only
   * when `validateResponses` is on) or the imported module itself.
   */
  responseValidators?: ResponseValidatorsSource;
}

// A hook that only logs returns nothing (void); one that changes the request or response returns it.
/** See `ClientOptions.onRequest`. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that only observes returns void.
export type RequestHook = (request: Request) => Request | void | Promise<Request | void>;
/** See `ClientOptions.onResponse`. */
// biome-ignore lint/suspicious/noConfusingVoidType: a hook that only observes returns void.
export type ResponseHook = (response: Response, request: Request) => Response | void | Promise<Response | void>;

// Browsers refuse or ignore a script-set User-Agent, and setting one would force a CORS preflight.
function runsInBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.document !== 'undefined';
}

function defaultHostname(): string | undefined {
  return typeof location !== 'undefined' ? location.hostname : undefined;
}

function isHttpUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\/[^/]/.test(url) && hostnameOf(url) !== undefined;
}

/** Refuses options no client can work with: a base URL or chat URL that is not http(s), a bad check set-up. */
function checkOptions(options: ClientOptions): void {
  if (!options || !isHttpUrl(options.baseUrl)) {
    throw new TypeError('createClient needs a baseUrl starting with http:// or https://');
  }
  if (options.chatBaseUrl !== undefined && !isHttpUrl(options.chatBaseUrl)) {
    throw new TypeError('createClient needs a chatBaseUrl starting with http:// or https://');
  }
  const { validateResponses, responseValidators } = options;
  if (validateResponses !== undefined && validateResponses !== 'warn' && validateResponses !== 'throw') {
    throw new TypeError("createClient: validateResponses must be 'warn' or 'throw'");
  }
  if (
    validateResponses &&
    typeof responseValidators !== 'function' &&
    typeof responseValidators?.checkResponse !== 'function'
  ) {
    throw new TypeError(
      "createClient: validateResponses needs responseValidators, e.g. () => import('depsight/validate')",
    );
  }
}

/** The call core of a client: its hosts, headers, secrets, time limit, retries, checks and hooks. */
function createCore(options: ClientOptions): SdkCore {
  // Header names in lower case, as fetch stores them: a capitalised name is lowercased into a new
  // string on every request.
  const headers: Record<string, string> = {};
  const authorization = authorizationHeader(options.auth);
  if (authorization) headers.authorization = authorization;
  if (!runsInBrowser()) headers['user-agent'] = [options.userAgent, SDK_USER_AGENT].filter(Boolean).join(' ');
  const chatHostname = options.chatHostname ?? defaultHostname() ?? hostnameOf(options.baseUrl);

  const core = new SdkCore({
    baseUrl: options.baseUrl,
    chatBaseUrl: options.chatBaseUrl ?? chatHostFor(chatHostname),
    noChatHostMessage: noChatHostMessage(chatHostname),
    secrets: authorization ? [authorization.slice(authorization.indexOf(' ') + 1)] : [],
    fetch: options.fetch ?? ((request, init) => globalThis.fetch(request, init)),
    timeoutMs: options.timeoutMs,
    retry: options.retry,
    headers,
    validateResponses: options.validateResponses,
    responseValidators: options.responseValidators,
  });
  const { onRequest, onResponse } = options;
  // Registered only when given: openapi-fetch skips its middleware loop when there is none.
  if (onRequest || onResponse) {
    core.api.use({
      onRequest: ({ request }) => onRequest?.(request),
      onResponse: ({ request, response }) => onResponse?.(response, request),
    } as Middleware);
  }
  return core;
}

/** One namespace per API area, each a method per operation, over one core. */
function createResources(core: SdkCore) {
  return {
    metrics: createMetricsResource(core),
    credentials: createCredentialsResource(core),
    users: createUsersResource(core),
    accounts: createAccountsResource(core),
    features: createFeaturesResource(core),
    plans: createPlansResource(core),
    properties: createPropertiesResource(core),
    members: createMembersResource(core),
    teamMembers: createTeamMembersResource(core),
    teams: createTeamsResource(core),
    insights: createInsightsResource(core),
    licensePolicies: createLicensePoliciesResource(core),
    assetRegistry: createAssetRegistryResource(core),
    monitoring: createMonitoringResource(core),
    issueTracker: createIssueTrackerResource(core),
    exclusions: createExclusionsResource(core),
    supportToken: createSupportTokenResource(core),
    tokens: createTokensResource(core),
    configuration: createConfigurationResource(core),
    paygTokens: createPaygTokensResource(core),
    projects: createProjectsResource(core),
    dependencies: createDependenciesResource(core),
    badges: createBadgesResource(core),
    tags: createTagsResource(core),
    cli: createCliResource(core),
    databases: createDatabasesResource(core),
    site: createSiteResource(core),
    assistantPolicies: createAssistantPoliciesResource(core),
    stats: createStatsResource(core),
    languages: createLanguagesResource(core),
    licenses: createLicensesResource(core),
    notifications: createNotificationsResource(core),
    eras: createErasResource(core),
    chat: createChatResource(core),
    advisories: createAdvisoriesResource(core),
    mfa: createMfaResource(core),
  };
}

/** Creates a depsight client. Options are checked here, before any request is sent. */
export function createClient(options: ClientOptions) {
  checkOptions(options);
  const core = createCore(options);
  const client = createResources(core);
  const kit: StreamKit = {
    core,
    errors: { AbortedError, DepsightError, InvalidArgumentError, InvalidResponseError, NetworkError, TimeoutError },
    metricsQuery: queryToSend,
  };
  // For `depsight/stream`; not enumerable, so no walk over the client's namespaces meets it.
  Object.defineProperty(client, STREAM_KIT, { value: kit });
  return client;
}

export type DepsightClient = ReturnType<typeof createClient>;
