/**
 * An ISBN as people type it (hyphens, spaces, a lower-case x) in its compact form, when it is a
 * valid ISBN-10 or ISBN-13 by its check digit; undefined otherwise.
 */
export function normalizeIsbn(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^[0-9]{9}[0-9X]$/.test(compact)) return isbn10Valid(compact) ? compact : undefined;
  if (/^97[89][0-9]{10}$/.test(compact)) return isbn13Valid(compact) ? compact : undefined;
  return undefined;
}

// ISBN-10: the digits weighted 10 down to 1 (X is 10, only as the check digit) sum to a multiple of 11.
function isbn10Valid(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = isbn[i] as string;
    sum += (10 - i) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

// ISBN-13 (EAN-13): digits weighted 1, 3, 1, 3, … sum to a multiple of 10.
function isbn13Valid(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(isbn[i]);
  return sum % 10 === 0;
}
