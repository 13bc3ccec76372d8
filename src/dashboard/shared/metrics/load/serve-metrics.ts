// The worker's side of a metrics read: it reads the body it is handed (not copied) and posts the
// projects in batches, so the parsing and normalising of a large answer never happen on the page's
// thread. It posts each project without its details (scans, fixes, open vulnerabilities) and holds
// the answer, to derive what the page asks about it (`MetricsDerivation`): the page receives the
// summaries and the results, never the whole answer.
import { AnswerHolder } from './answer-holder';
import type { AnyMetricsDerivation } from './metrics-derivation';
import { projectDetails, withoutDetails } from './project-details';
import { readMetricsBody } from './read-metrics-body';
import type { WorkerMessage, WorkerRequest } from './worker-messages';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerMessage): void;
}

type Question = Extract<WorkerRequest, { type: 'ask' }>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Serves one read and then the questions of `derivations` (and `projectDetails`, which every worker
 * answers) about its answer, in `scope` (the worker's global). A question asked before the answer
 * is whole waits for it, unless its derivation works on the projects so far.
 */
export function serveMetrics(scope: WorkerScope, derivations: readonly AnyMetricsDerivation[]) {
  const byName = new Map<string, AnyMetricsDerivation>(
    [projectDetails, ...derivations].map((derivation) => [derivation.name, derivation]),
  );
  const holder = new AnswerHolder();

  const answer = (question: Question) => {
    const derivation = byName.get(question.name);
    if (derivation === undefined) {
      scope.postMessage({ type: 'refused', id: question.id, reason: `no derivation named ${question.name}` });
      return;
    }
    holder.whenReady(derivation, (metrics) => {
      try {
        scope.postMessage({ type: 'result', id: question.id, result: derivation.run(metrics, question.request) });
      } catch (error) {
        scope.postMessage({ type: 'refused', id: question.id, reason: reasonOf(error) });
        return;
      }
      const { warm } = derivation;
      // In a task of its own, behind the questions already waiting.
      if (warm) setTimeout(() => warm(metrics, question.request));
    });
  };

  scope.addEventListener('message', ({ data }) => {
    if (data.type === 'ask') {
      answer(data);
      return;
    }
    void readMetricsBody(data.body, (message) => {
      if (message.type === 'projects') {
        holder.add(message.projects);
        scope.postMessage({ ...message, projects: message.projects.map(withoutDetails) });
        return;
      }
      scope.postMessage(message);
      // The page has the whole answer first; then the questions that waited for it.
      if (message.type === 'done') holder.finish(message.account);
    });
  });
}
