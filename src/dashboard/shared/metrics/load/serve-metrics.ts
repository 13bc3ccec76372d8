// The worker's side of a metrics read: it reads the body it is handed (not copied) and posts the
// projects in batches, so the parsing and normalising of a large answer never happen on the page's
// thread. It posts each project without its details (scans, fixes, open vulnerabilities) and keeps
// the answer, to answer the page's questions about it (`MetricsDerivation`): the page receives the
// summaries and the answers, never the whole answer.
import type { NormalizedMetrics, Project } from '../types';
import { partialAccount } from './arriving-answer';
import type { AnyMetricsDerivation } from './metrics-derivation';
import { projectDetails, withoutDetails } from './project-details';
import { readMetricsBody } from './read-metrics-body';
import type { WorkerMessage, WorkerRequest } from './worker-messages';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerMessage): void;
}

type Question = Extract<WorkerRequest, { type: 'ask' }>;

/**
 * Serves one read and then the questions of `derivations` (and `projectDetails`, which every worker
 * answers) about its answer, in `scope` (the worker's global). A question asked before the answer
 * is whole waits for it, unless its derivation answers from the projects so far.
 */
export function serveMetrics(scope: WorkerScope, derivations: readonly AnyMetricsDerivation[]) {
  const byName = new Map<string, AnyMetricsDerivation>(
    [projectDetails, ...derivations].map((derivation) => [derivation.name, derivation]),
  );
  const received: Project[] = [];
  /** The whole answer, normalised as the page had it whole, once the read is done. */
  let metrics: NormalizedMetrics | null = null;
  const waiting: Question[] = [];

  const answer = (question: Question, whole: NormalizedMetrics) => {
    const derivation = byName.get(question.name);
    if (derivation === undefined) {
      scope.postMessage({ type: 'refused', id: question.id, reason: `no derivation named ${question.name}` });
      return;
    }
    try {
      scope.postMessage({ type: 'answer', id: question.id, answer: derivation.run(whole, question.request) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      scope.postMessage({ type: 'refused', id: question.id, reason });
      return;
    }
    const { warm } = derivation;
    // In a task of its own, behind the questions already waiting.
    if (warm) setTimeout(() => warm(whole, question.request));
  };

  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'read') {
      void readMetricsBody(data.body, (message) => {
        if (message.type === 'projects') {
          for (const project of message.projects) received.push(project);
          scope.postMessage({ ...message, projects: message.projects.map(withoutDetails) });
          return;
        }
        scope.postMessage(message);
        if (message.type === 'done') {
          const whole: NormalizedMetrics = { ...message.account, projects: received };
          metrics = whole;
          // The page has the whole answer first; then the questions that waited for it.
          for (const question of waiting.splice(0)) answer(question, whole);
        }
      });
      return;
    }
    if (metrics !== null) answer(data, metrics);
    else if (byName.get(data.name)?.whileArriving) answer(data, partialAccount(received));
    else waiting.push(data);
  });
}
