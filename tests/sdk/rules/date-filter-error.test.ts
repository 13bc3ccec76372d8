import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, formatDateFilterError } from '../../../src/sdk';

describe('date-filter errors', () => {
  it("formats 'requested time window is too large' as a dateFilterError, capitalised with a full stop", () => {
    expect(formatDateFilterError('requested time window is too large')).toEqual({
      errorType: 'dateFilterError',
      message: 'Requested time window is too large.',
    });
  });

  it('reads the message from the server body inside an ApiError', () => {
    const error = new ApiError({
      status: 400,
      body: { message: 'requested time window is too large', status: 400 },
      method: 'GET',
      path: '/api/v1/metrics/security/me',
    });
    expect(formatDateFilterError(error)).toEqual({
      errorType: 'dateFilterError',
      message: 'Requested time window is too large.',
    });
  });

  it('every readable message becomes a dateFilterError: capitalised, one full stop at the end, text kept', () => {
    fc.assert(
      fc.property(
        // Readable text: no markup to take out, no run of white space to fold, within the length cap.
        fc
          .string({ minLength: 1, maxLength: 150 })
          .filter((text) => text.trim() !== '' && !/[<>&]|\s\s|[^\S ]/.test(text)),
        (text) => {
          const formatted = formatDateFilterError(text);
          const trimmed = text.trim();
          expect(formatted.errorType).toBe('dateFilterError');
          expect(formatted.message.charAt(0)).toBe(trimmed.charAt(0).toUpperCase());
          expect(formatted.message.endsWith('.')).toBe(true);
          expect(formatted.message.endsWith('..') && !trimmed.endsWith('..')).toBe(false);
          expect(formatted.message.slice(1).startsWith(trimmed.slice(1))).toBe(true);
        },
      ),
    );
  });

  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = formatDateFilterError(text);
        expect(formatDateFilterError(once.message).message).toBe(once.message);
      }),
    );
  });

  it('an error with no readable message is unknown', () => {
    expect(formatDateFilterError(undefined).errorType).toBe('unknown');
    expect(formatDateFilterError({ status: 500 }).errorType).toBe('unknown');
    expect(formatDateFilterError('   ').errorType).toBe('unknown');
  });
});
