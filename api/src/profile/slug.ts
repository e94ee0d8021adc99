/** A profile address from a name: ASCII letters and digits joined by hyphens (`Jürgen Weiß` → `juergen-weiss`). */
export function slugify(name: string): string {
  const ascii = name
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[Øø]/g, 'o')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .replace(/[Łł]/g, 'l')
    .replace(/[Đđ]/g, 'd')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Long enough for any real name, short enough to leave room for a "-2" within the 80-character limit.
  const trimmed = slug.length > 60 ? slug.slice(0, 60).replace(/-[^-]*$/, '') || slug.slice(0, 60) : slug;
  return trimmed || 'therapist';
}

/** Addresses the API uses beside `/api/v1/therapists/{slug}`: a profile there would be unreachable. */
const RESERVED = ['search', 'cards'];

/** The first of `base`, `base-2`, `base-3`, … that is neither taken nor reserved. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set([...RESERVED, ...[...taken].map((s) => s.toLowerCase())]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
