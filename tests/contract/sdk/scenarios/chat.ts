import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

export const scenarios: Scenario[] = [
  {
    name: "chat.startWithSummary opens a conversation about a project's report",
    run: async ({ client }) => {
      const conversation = await client.chat.startWithSummary({ projectUUID: IDS.project, branch: 'main' });
      expect(conversation.topic).toBe('summary');
      expect(conversation.messages.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'chat.startAroundVulnerability opens a conversation about an advice',
    run: async ({ client }) => {
      const conversation = await client.chat.startAroundVulnerability({
        adviceID: 'MET-2024-0412',
        projectUUID: IDS.project,
        language: 'npm',
      });
      expect(conversation.topic).toBe('vulnerability');
      expect(conversation.id).toMatch(/^[0-9a-f-]{36}$/);
    },
  },
  {
    name: 'chat.ask puts a question in a conversation and gets an answer',
    run: async ({ client }) => {
      const answer = await client.chat.ask(
        { id: '2f7d9b14-6a3e-4c81-b5f2-8e0d1c7a9b36' },
        { question: 'Is payments-api still exploitable through CVE-2021-23337 after the upgrade?' },
      );
      expect(answer.answer).toBeTruthy();
    },
  },
  {
    name: 'chat.ping reports the chat assistant up',
    run: async ({ client }) => {
      expect((await client.chat.ping()).status).toBe('UP');
    },
  },
];
