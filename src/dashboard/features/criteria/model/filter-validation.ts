// Validation of the 'Metrics criteria' panel: a window that ends before it starts is refused.

export const END_BEFORE_START_MESSAGE = 'The end date cannot be before the start date.';

/**
 * The end date's error, or null when the window is valid. Both dates are YYYY-MM-DD, whose text order
 * is their date order; an empty date leaves the window open (the server uses its default), so it passes.
 */
export function endDateError(startDate: string, endDate: string): string | null {
  if (startDate === '' || endDate === '') return null;
  return endDate < startDate ? END_BEFORE_START_MESSAGE : null;
}
