// The page's handle on one metrics answer: the summaries it holds, and the questions it asks about the
// rest (a project's details, a derivation's result) of the place that read the answer and holds it
// whole (the metrics worker, or the page itself where there are no workers). It lives as long as its
// entry in SWR's cache (answer-cache.ts), which disposes of it, worker and all, when it lets it go.
import type { NormalizedAccountParts } from '../normalize';
import type { MetricsSummary, Project, ProjectDetails, ProjectSummary } from '../types';
import { partialAccount } from './arriving-answer';
import type { AnyMetricsDerivation, MetricsDerivation } from './metrics-derivation';
import { projectDetails } from './project-details';

/** The answer was disposed of (it failed, or its cache let it go): what it held is gone. */
export class AnswerDisposedError extends Error {
  constructor(reason: string) {
    super(`The details of this answer are no longer kept (${reason}). Read it again.`);
    this.name = 'AnswerDisposedError';
  }
}

/** The place that holds the answer refused a question: it does not know it, or deriving it threw. */
export class QuestionRefusedError extends Error {
  constructor(name: string, reason: string) {
    super(`The question ${name} about a metrics answer was not answered: ${reason}`);
    this.name = 'QuestionRefusedError';
  }
}

/** Where an answer was read and is held whole. */
export interface AnswerPlace {
  /** The result of `derivation` for `request`, derived there. */
  derive(derivation: AnyMetricsDerivation, request: unknown): Promise<unknown>;
  /** The project at `rowId` with its details when the page itself holds the answer; undefined elsewhere. */
  heldHere(rowId: number): Project | undefined;
  /** Ends the read and lets everything held there go; questions still out fail. */
  close(reason: string): void;
}

/** Who decides what the page keeps (answer-cache.ts): told each use of an answer and each project's details it keeps. */
export interface AnswerKeeper {
  used(answer: MetricsAnswer): void;
  /** `answer` keeps the details of the project at `rowId` until the keeper calls `forgetDetails`. */
  keptDetails(answer: MetricsAnswer, rowId: number): void;
}

/** Keeps what comes for as long as the answer lives (an answer outside the page's cache, e.g. in a test). */
const KEEPS_ALL: AnswerKeeper = { used: () => {}, keptDetails: () => {} };

export class MetricsAnswer {
  /** The summaries received so far, in the answer's order: one array that grows. */
  private readonly projects: ProjectSummary[] = [];
  private whole: MetricsSummary | null = null;
  private disposedBecause: string | null = null;
  /** The projects whose details came to the page, by row id; the keeper says how long they stay. */
  private readonly keptDetails = new Map<number, Project>();
  private readonly detailsAsked = new Map<number, Promise<Project>>();

  /**
   * `key`: the cache key the answer was read for (its query and client), so that a newer answer under
   * the same key is known as the same query read again; null outside the page's cache.
   */
  constructor(
    private readonly place: AnswerPlace,
    private readonly keeper: AnswerKeeper = KEEPS_ALL,
    readonly key: string | null = null,
  ) {}

  /** Whether `other` is this answer, or an answer to the same query read again (after a write). */
  sameQueryAs(other: MetricsAnswer): boolean {
    return other === this || (this.key !== null && this.key === other.key);
  }

  /** The projects' summaries received so far (one array that grows: copy it to keep a moment's). */
  get received(): readonly ProjectSummary[] {
    return this.projects;
  }

  /**
   * What the page holds of the answer: every project's summary and the account's other parts, once
   * whole; until then the projects so far, without the parts that come after them (a new object).
   */
  get summary(): MetricsSummary {
    return this.whole ?? partialAccount(this.projects);
  }

  /** Takes the next summaries the place sent. */
  receive(projects: readonly ProjectSummary[]) {
    for (const project of projects) this.projects.push(project);
  }

  /** The answer is whole: its account's other parts. */
  finish(account: NormalizedAccountParts) {
    this.whole = { ...account, projects: this.projects };
  }

  /** The result of `derivation` for `request`, derived where the answer is held. */
  ask<Request, Result>(derivation: MetricsDerivation<Request, Result>, request: Request): Promise<Result> {
    if (this.disposedBecause !== null) return Promise.reject(new AnswerDisposedError(this.disposedBecause));
    this.keeper.used(this);
    return this.place.derive(derivation, request) as Promise<Result>;
  }

  /** `project` with its details when they are at hand (the page holds the answer, or they came lately). */
  detailsAtHand(project: ProjectSummary): Project | undefined {
    return this.place.heldHere(project.rowId) ?? this.keptDetails.get(project.rowId);
  }

  /** `project` with its details: at hand, or asked where the answer is (once, however many ask at once). */
  details(project: ProjectSummary): Promise<Project> {
    const atHand = this.detailsAtHand(project);
    if (atHand !== undefined) return Promise.resolve(atHand);
    let asked = this.detailsAsked.get(project.rowId);
    if (asked === undefined) {
      asked = this.askDetails(project).finally(() => this.detailsAsked.delete(project.rowId));
      this.detailsAsked.set(project.rowId, asked);
    }
    return asked;
  }

  /** The keeper's call: the details of the project at `rowId` need not stay. */
  forgetDetails(rowId: number) {
    this.keptDetails.delete(rowId);
  }

  /** Ends the read or lets the held answer go; every question after this fails. */
  dispose(reason: string) {
    if (this.disposedBecause !== null) return;
    this.disposedBecause = reason;
    this.keptDetails.clear();
    this.place.close(reason);
  }

  private async askDetails(project: ProjectSummary): Promise<Project> {
    const details: ProjectDetails | null = await this.ask(projectDetails, project.rowId);
    if (details === null) throw new QuestionRefusedError(projectDetails.name, `no project at row ${project.rowId}`);
    const whole = { ...project, ...details };
    if (this.disposedBecause === null) {
      this.keptDetails.set(project.rowId, whole);
      this.keeper.keptDetails(this, project.rowId);
    }
    return whole;
  }
}
