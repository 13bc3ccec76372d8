import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: 'notifications.sendTest sends a test over e-mail and over Slack',
    run: async ({ client }) => {
      await expect(client.notifications.sendTest({ type: 'email', team: IDS.team })).resolves.toBeUndefined();
      await expect(client.notifications.sendTest({ type: 'slack', team: IDS.team })).resolves.toBeUndefined();
    },
  },
  {
    name: 'notifications.sendEmail sends subject, content and recepients',
    run: async ({ client }) => {
      await expect(
        client.notifications.sendEmail({
          subject: 'Weekly security digest: 3 new critical vulnerabilities',
          content: 'payments-api on main now has 3 critical vulnerabilities. Review them in the dashboard.',
          recepients: ['security@acme-payments.com', 'priya.raman@acme-payments.com'],
        }),
      ).resolves.toBeUndefined();
    },
  },
  {
    name: 'notifications.getConfig tells which channels are available',
    run: async ({ client }) => {
      const config = await client.notifications.getConfig();
      expect(typeof config.email.enabled).toBe('boolean');
      expect(typeof config.slack.enabled).toBe('boolean');
    },
  },
  {
    name: 'notifications.getSlackInfo returns the workspace of a ticket',
    run: async ({ client }) => {
      const info = await client.notifications.getSlackInfo({ ticket: '8f3b2d1e-6c4a-4f0b-9e7d-2a1c3b5d7e9f' });
      expect(info.workspace.name).toBeTruthy();
    },
  },
  {
    name: "notifications.borrowSlackLock, getSlackLockStatus and getSlackLockRentalTime on a team's lock",
    run: async ({ client }) => {
      const lock = await client.notifications.borrowSlackLock({
        teamUuid: IDS.team,
        state: 'c2xhY2stN2UzYTFjNWItOWQyZg',
      });
      expect(lock.locked).toBe(true);
      const status = await client.notifications.getSlackLockStatus({ team: IDS.team });
      expect(status.teamUuid).toBe(IDS.team);
      const rental = await client.notifications.getSlackLockRentalTime();
      expect(rental.seconds).toBeGreaterThan(0);
    },
  },
];
