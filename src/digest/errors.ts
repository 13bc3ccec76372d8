// The command's own failures, each with the exit code it ends with. Their messages never hold a token.

/** Wrong arguments: the command says what is wrong, points to --help, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode = 2;
}

/**
 * A state file that cannot be read as one, or cannot be written: never reset silently, because a reset
 * would skip or repeat news. Exit 2, before anything is read or sent.
 */
export class StateFileError extends Error {
  override name = 'StateFileError';
  readonly exitCode = 2;
}

/** Reading the account or sending the digest failed: the state file is left as it was. Exit 1. */
export class DigestRunError extends Error {
  override name = 'DigestRunError';
  readonly exitCode = 1;
}
