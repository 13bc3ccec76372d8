const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * How every sorted list orders names and other texts: natural order ('api-2' before 'api-10'), case
 * and accents ignored, the same in every browser locale (`Intl.Collator`'s compare comes bound).
 */
export const compareTexts: (left: string, right: string) => number = collator.compare;
