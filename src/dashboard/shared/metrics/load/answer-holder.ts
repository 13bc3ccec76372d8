// A metrics answer where it was read (in the metrics worker, or on the page where there are no
// workers): its projects as they arrive, then the whole answer, and the metrics each derivation asked
// about it runs on. A question asked before the answer is whole waits for it, unless its derivation
// works on the projects received so far (`whileArriving`).
import type { NormalizedAccountParts } from '../normalize';
import type { NormalizedMetrics, Project } from '../types';
import { partialAccount } from './arriving-answer';
import type { AnyMetricsDerivation } from './metrics-derivation';

export class AnswerHolder {
  private readonly received: Project[] = [];
  /** The whole answer, normalised as a whole answer is, once the read is done. */
  private whole: NormalizedMetrics | null = null;
  private readonly waiting: (() => void)[] = [];

  /** The next projects of the answer, in its order. */
  add(projects: readonly Project[]) {
    for (const project of projects) this.received.push(project);
  }

  /** The answer is whole: the questions that waited for it are answered now. */
  finish(account: NormalizedAccountParts) {
    this.whole = { ...account, projects: this.received };
    for (const answerNow of this.waiting.splice(0)) answerNow();
  }

  /** The project at `rowId` with its details, once it has arrived. */
  project(rowId: number): Project | undefined {
    const project = this.received[rowId];
    return project?.rowId === rowId ? project : undefined;
  }

  /**
   * Calls `run` with the metrics `derivation` runs on: the whole answer (at once, or once it is whole),
   * or the projects so far for a derivation that works on them.
   */
  whenReady(derivation: AnyMetricsDerivation, run: (metrics: NormalizedMetrics) => void) {
    const { whole } = this;
    if (whole !== null) run(whole);
    else if (derivation.whileArriving) run(partialAccount(this.received));
    else this.waiting.push(() => run(this.whole as NormalizedMetrics));
  }
}
