import type { components } from '../../../generated/api';
import { type CallOptions, requireParameters, requireProjectUuid, requireValue, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';

export type ChatSummaryConversationRequest = components['schemas']['ChatSummaryConversationRequest'];
export type ChatVulnerabilityConversationRequest = components['schemas']['ChatVulnerabilityConversationRequest'];
export type ChatQuestion = components['schemas']['ChatQuestion'];
export type ChatConversation = components['schemas']['ChatConversation'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatAnswer = components['schemas']['ChatAnswer'];
export type ChatServicePing = components['schemas']['ChatServicePing'];

// Every chat call goes to the chat host (the document's path-level `servers`), chosen from the page's
// subdomain unless the client was given `chatBaseUrl`.
export function createChatResource(core: SdkCore) {
  return {
    /**
     * Starts a conversation about a project's report summary, on the chat host. The
     * project uuid is required (`No project uuid has been specified`).
     */
    async startWithSummary(body: ChatSummaryConversationRequest, options?: CallOptions): Promise<ChatConversation> {
      const baseUrl = core.requireChatBaseUrl();
      requireProjectUuid(body?.projectUUID);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/barista/conversations/with_summary', { ...extras, baseUrl, body }),
      );
    },

    /**
     * Starts a conversation about a vulnerability advice, on the chat host. Without `adviceID`, `Cannot start conversation without specifying advice`.
     */
    async startAroundVulnerability(
      body: ChatVulnerabilityConversationRequest,
      options?: CallOptions,
    ): Promise<ChatConversation> {
      const baseUrl = core.requireChatBaseUrl();
      requireValue(body?.adviceID, MESSAGES.conversationAdviceMissing);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/barista/conversations/around_vulnerability', {
          ...extras,
          baseUrl,
          body,
        }),
      );
    },

    /**
     * Asks a question in a conversation, on the chat host. Without the
     * conversation id, `Conversation id is not specified`; the question is required too.
     */
    async ask(params: { id: string }, body: ChatQuestion, options?: CallOptions): Promise<ChatAnswer> {
      const baseUrl = core.requireChatBaseUrl();
      const id = requireValue(params?.id, MESSAGES.conversationIdMissing);
      requireParameters({ question: body?.question });
      return core.call(options, (extras) =>
        core.api.PUT('/api/v1/barista/conversations/{id}/ask', {
          ...extras,
          baseUrl,
          params: { path: { id } },
          body: { question: body.question },
        }),
      );
    },

    /** Checks that the chat assistant is up, on the chat host. */
    async ping(options?: CallOptions): Promise<ChatServicePing> {
      const baseUrl = core.requireChatBaseUrl();
      return core.call(options, (extras) => core.api.GET('/admin/server/barista/ping', { ...extras, baseUrl }));
    },
  };
}
