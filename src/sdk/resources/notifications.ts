import type { components, operations } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';
import { MESSAGES } from '../messages';
import { isValidEmail } from '../rules/accounts';

export type NotificationEmail = components['schemas']['NotificationEmail'];
export type NotificationConfig = components['schemas']['NotificationConfig'];
export type SlackWorkspaceInfo = components['schemas']['SlackWorkspaceInfo'];
export type SlackLock = components['schemas']['SlackLock'];
export type SlackLockRentalTime = components['schemas']['SlackLockRentalTime'];
export type NotificationTestQuery = operations['notifications_sendTest']['parameters']['query'];
/** The channels a test notification can go through. */
export type NotificationChannel = NotificationTestQuery['type'];

export const NOTIFICATION_CHANNELS = ['email', 'slack'] as const satisfies readonly NotificationChannel[];

export function createNotificationsResource(core: SdkCore) {
  return {
    /**
     * Sends a test notification to a team. `type` is `email` or `slack` and `team` is
     * required (`Some parameters necessary for the request are missing.`).
     */
    async sendTest(params: NotificationTestQuery, options?: CallOptions): Promise<void> {
      requireParameters({ type: params?.type, team: params?.team });
      if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(params.type)) {
        throw new InvalidArgumentError(`type must be one of ${NOTIFICATION_CHANNELS.join(', ')}, not "${params.type}"`);
      }
      const query: NotificationTestQuery = { type: params.type, team: params.team };
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/notifications/notify_test', { ...extras, params: { query } }),
      );
    },

    /**
     * Sends one e-mail. The body keeps the spelling `recepients`; no recipient,
     * or any invalid address among them, is refused with `Email address invalid or missing`.
     */
    async sendEmail(body: NotificationEmail, options?: CallOptions): Promise<void> {
      requireParameters({ subject: body?.subject, content: body?.content });
      const { recepients } = body;
      if (!Array.isArray(recepients) || recepients.length === 0 || !recepients.every(isValidEmail)) {
        throw new InvalidArgumentError(MESSAGES.emailInvalidOrMissing);
      }
      return core.call(options, (extras) => core.api.POST('/api/v1/notifications/send_email', { ...extras, body }));
    },

    /** Whether e-mail and Slack notifications are available, with what the dashboard needs to connect Slack. */
    async getConfig(options?: CallOptions): Promise<NotificationConfig> {
      return core.call(options, (extras) => core.api.GET('/api/v1/notifications/config', { ...extras }));
    },

    /** The Slack workspace connected by an installation `ticket` (required); an unknown ticket is an `ApiError` 404. */
    async getSlackInfo(params: { ticket: string }, options?: CallOptions): Promise<SlackWorkspaceInfo> {
      requireParameters({ ticket: params?.ticket });
      return core.call(options, (extras) =>
        core.api.GET('/api/v2/notifications/slack/info', { ...extras, params: { query: { ticket: params.ticket } } }),
      );
    },

    /** Borrows a team's Slack lock for the authorisation flow `state`; `teamUuid` and `state` are required. */
    async borrowSlackLock(params: { teamUuid: string; state: string }, options?: CallOptions): Promise<SlackLock> {
      requireParameters({ teamUuid: params?.teamUuid, state: params?.state });
      const query = { teamUuid: params.teamUuid, state: params.state };
      return core.call(options, (extras) =>
        core.api.POST('/api/v2/notifications/slack/locks/borrow', { ...extras, params: { query } }),
      );
    },

    /** Whether a team's Slack lock is held; `team` (the team's uuid) is required. */
    async getSlackLockStatus(params: { team: string }, options?: CallOptions): Promise<SlackLock> {
      requireParameters({ team: params?.team });
      return core.call(options, (extras) =>
        core.api.GET('/api/v2/notifications/slack/locks/status', {
          ...extras,
          params: { query: { team: params.team } },
        }),
      );
    },

    /** How long a borrowed Slack lock is held, in seconds. */
    async getSlackLockRentalTime(options?: CallOptions): Promise<SlackLockRentalTime> {
      return core.call(options, (extras) =>
        core.api.GET('/api/v2/notifications/slack/locks/rentalTime', { ...extras }),
      );
    },
  };
}
