// A date-filter error is shown with errorType `dateFilterError` and its
// message capitalised with a full stop added. Only a message that cannot be read is `unknown`.
import { plainMessage } from '../plain-message';

export interface FormattedDateFilterError {
  errorType: 'dateFilterError' | 'unknown';
  message: string;
}

const UNKNOWN_ERROR_MESSAGE = 'The request failed for an unknown reason.';

/**
 * Reads the server's message from an error body, an `ApiError`, or a plain string, as short plain
 * text (an HTML error page is not a message to show as it is).
 */
export function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return plainMessage(error);
  if (typeof error === 'object' && error !== null) {
    const body = 'body' in error ? (error as { body: unknown }).body : undefined;
    const fromBody = messageOf(body);
    if (fromBody) return fromBody;
    if ('message' in error && typeof error.message === 'string') return error.message;
  }
  return undefined;
}

export function formatDateFilterError(error: unknown): FormattedDateFilterError {
  const message = messageOf(error)?.trim();
  if (!message) return { errorType: 'unknown', message: UNKNOWN_ERROR_MESSAGE };
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return { errorType: 'dateFilterError', message: capitalised.endsWith('.') ? capitalised : `${capitalised}.` };
}
