/** What the error alert says when a 200 carries no metrics at all. */
export const EMPTY_METRICS_ANSWER_MESSAGE = 'The server answered without any metrics (an empty or unreadable body).';

/** A 200 whose body is null, empty, not JSON or not an object: an error, never an empty dashboard. */
export class EmptyMetricsAnswerError extends Error {
  constructor() {
    super(EMPTY_METRICS_ANSWER_MESSAGE);
    this.name = 'EmptyMetricsAnswerError';
  }
}
