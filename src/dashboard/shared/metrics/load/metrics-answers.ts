// Questions about a read answer (`MetricsDerivation`), asked of the worker that read it. That worker
// sent the page each project without its details (project-details.ts), so it is the only place a
// question about them can be answered: it lives as long as the page keeps its answer. The page
// answers a question itself only about an answer it read itself (where there are no workers).
import type { NormalizedMetrics, Project } from '../types';
import type { MetricsDerivation } from './metrics-derivation';
import { type ProjectDetails, projectDetails } from './project-details';
import type { WorkerMessage, WorkerRequest } from './worker-messages';

/**
 * How many answers the page keeps that no part of it shows (an earlier filter, a comparison left):
 * each holds a worker with a whole account, so beyond these the least recently used is forgotten,
 * worker and all, and read again if it is asked for again.
 */
const KEPT_UNSHOWN = 4;

/** The worker that holds an answer's details has ended (it failed, or the answer was forgotten). */
export class AnswerForgottenError extends Error {
  constructor(reason: string) {
    super(`The details of this answer are no longer kept (${reason}). Read it again.`);
    this.name = 'AnswerForgottenError';
  }
}

/** The worker refused a question: it does not know it, or answering it threw. */
export class QuestionRefusedError extends Error {
  constructor(name: string, reason: string) {
    super(`The question ${name} about a metrics answer was not answered: ${reason}`);
    this.name = 'QuestionRefusedError';
  }
}

/** How the page lets an answer go: whether a part of it shows the answer, and how to forget it. */
export interface AnswerLife {
  /** True while a part of the page reads `metrics` (it is not forgotten then). */
  readonly shown: (metrics: NormalizedMetrics) => boolean;
  /** Drops `metrics` from the page's cache: a reader that asks for it again reads it again. */
  readonly forget: (metrics: NormalizedMetrics) => void;
}

/** The worker that read one answer, and the questions it has not answered yet. */
export class WorkerAnswers {
  /** When it was last asked or kept (performance.now()). */
  usedAt = performance.now();
  /** The answer it read and how the page lets it go, once the answer is whole and kept. */
  kept: { readonly metrics: WeakRef<NormalizedMetrics>; readonly life: AnswerLife } | null = null;
  private closedBecause: string | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { readonly name: string; resolve: (answer: unknown) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly worker: Worker) {
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.type !== 'answer' && data.type !== 'refused') return;
      const question = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if (data.type === 'answer') question?.resolve(data.answer);
      else question?.reject(new QuestionRefusedError(question.name, data.reason));
    });
    worker.addEventListener('error', () => this.close('its worker failed'));
  }

  /** Marks `projects`, received from this worker, as projects whose details it holds. */
  hold(projects: readonly Project[]) {
    for (const project of projects) heldBy.set(project, this);
  }

  ask(name: string, request: unknown): Promise<unknown> {
    if (this.closedBecause !== null) return Promise.reject(new AnswerForgottenError(this.closedBecause));
    this.usedAt = performance.now();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { name, resolve, reject });
      const message: WorkerRequest = { type: 'ask', id, name, request };
      this.worker.postMessage(message);
    });
  }

  close(reason: string) {
    if (this.closedBecause !== null) return;
    this.closedBecause = reason;
    this.worker.terminate();
    for (const question of this.waiting.values()) question.reject(new AnswerForgottenError(reason));
    this.waiting.clear();
    const index = kept.indexOf(this);
    if (index >= 0) kept.splice(index, 1);
  }
}

/** Each project the page received from a worker, and that worker. */
const heldBy = new WeakMap<Project, WorkerAnswers>();
/** The workers of whole answers, oldest first. */
const kept: WorkerAnswers[] = [];
// An answer the page has forgotten (SWR's cache let it go) needs no worker any more.
const whenForgotten = new FinalizationRegistry<WorkerAnswers>((answers) => answers.close('the answer was let go'));

/**
 * Keeps `answers`, whose worker read `metrics`, for as long as the page keeps `metrics`. Then, of
 * the answers no part of the page shows, only the `KEPT_UNSHOWN` used most recently stay.
 */
export function keepAnswers(metrics: NormalizedMetrics, answers: WorkerAnswers, life: AnswerLife) {
  answers.kept = { metrics: new WeakRef(metrics), life };
  answers.usedAt = performance.now();
  whenForgotten.register(metrics, answers);
  kept.push(answers);
  forgetUnshownAnswers();
}

/** Lets the least recently used answers that no part of the page shows go, beyond `KEPT_UNSHOWN`. */
export function forgetUnshownAnswers() {
  const shown = (answers: WorkerAnswers) => {
    const metrics = answers.kept?.metrics.deref();
    return metrics !== undefined && answers.kept?.life.shown(metrics) === true;
  };
  const unshown = kept.filter((answers) => !shown(answers));
  unshown.sort((left, right) => left.usedAt - right.usedAt);
  for (const answers of unshown.slice(0, Math.max(0, unshown.length - KEPT_UNSHOWN))) {
    const metrics = answers.kept?.metrics.deref();
    if (metrics !== undefined) answers.kept?.life.forget(metrics);
    answers.close('the answer was let go');
  }
}

/** Whether the page holds `project`'s details itself (an answer it read), or a worker does. */
export const hasDetailsHere = (project: Project) => !heldBy.has(project);

/**
 * The answer of `derivation` to `request` about `metrics` (whole, or as far as it has arrived): from
 * the worker that read it, or computed here, by the same function, when the page read it itself.
 */
export function askAbout<Request, Answer>(
  metrics: NormalizedMetrics,
  derivation: MetricsDerivation<Request, Answer>,
  request: Request,
): Promise<Answer> {
  // Every project of one answer comes from the same reader.
  const first = metrics.projects[0];
  const answers = first === undefined ? undefined : heldBy.get(first);
  if (answers === undefined) return Promise.resolve().then(() => derivation.run(metrics, request));
  return answers.ask(derivation.name, request) as Promise<Answer>;
}

/**
 * How many projects' details the page keeps once asked for: more than the projects table's window
 * of rows (which asks for its rows' details when idle), so a row in view expands at once.
 */
const RECENT_DETAILS = 64;
/** The projects whose details came last (oldest first), and the questions for them still out. */
const recentDetails = new Map<Project, Project>();
const detailsAsked = new WeakMap<Project, Promise<Project>>();

/** `project` with its details when they are at hand (the page holds them, or they came lately); undefined otherwise. */
export function detailsAtHand(project: Project): Project | undefined {
  if (!heldBy.has(project)) return project;
  return recentDetails.get(project);
}

/**
 * `project` with its details: asked of the worker that holds them (once, however many ask at the
 * same time), or itself when the page holds them.
 */
export function withDetails(project: Project): Promise<Project> {
  const atHand = detailsAtHand(project);
  if (atHand !== undefined) return Promise.resolve(atHand);
  let asked = detailsAsked.get(project);
  if (asked === undefined) {
    asked = askDetails(project).finally(() => detailsAsked.delete(project));
    detailsAsked.set(project, asked);
  }
  return asked;
}

async function askDetails(project: Project): Promise<Project> {
  const answers = heldBy.get(project) as WorkerAnswers;
  const details = (await answers.ask(projectDetails.name, project.rowId)) as ProjectDetails | null;
  if (details === null) throw new QuestionRefusedError(projectDetails.name, `no project at row ${project.rowId}`);
  const whole = { ...project, ...details };
  recentDetails.set(project, whole);
  for (const older of recentDetails.keys()) {
    if (recentDetails.size <= RECENT_DETAILS) break;
    recentDetails.delete(older);
  }
  return whole;
}
