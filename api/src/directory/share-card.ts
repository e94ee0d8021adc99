import { createRequire } from 'node:module';
import sharp from 'sharp';
import { LOCALES, type Locale } from '../contract/locales.ts';
import { text } from '../i18n/index.ts';

/** The size social networks show large (Open Graph and Twitter's summary_large_image): 1.91:1. */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** The place line of a therapist who works only online (`card.online` in api/src/i18n). */
export const ONLINE_PLACE = Object.fromEntries(
  LOCALES.map((locale) => [locale, text(locale, 'card.online')]),
) as Record<Locale, string>;

export interface ShareCard {
  name: string;
  title: string;
  /** Where they practise ("Kreuzberg, Berlin") or "Online", in the card's language. */
  place: string;
  locale: Locale;
}

const COLOURS = {
  bg: '#f6efe4',
  text: '#1d2726',
  muted: '#4a5654',
  brand: '#1f5f5b',
  soft: '#d5e7e2',
  sage: '#a9c9bd',
  sun: '#f2c572',
  accent: '#d98b5f',
};
const LEFT = 96;
const TEXT_WIDTH = 700;

/** Up to two initials, from the first and last word: "Ayşe Demir" → "AD". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** At most `max` characters, cut at a word where one is near, ending in an ellipsis. */
export function shorten(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/**
 * The card's shapes, without words: a warm ground, a sun and hills on the right, the monogram's
 * circle and the verified pill. Words are set by Pango with the bundled DejaVu fonts (see
 * `renderShareCard`), so the card looks the same on a server without any system fonts.
 */
export function shareCardBackground(pill: { width: number; top: number }): string {
  const { width, height } = SHARE_CARD;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${COLOURS.bg}"/>
  <circle cx="1010" cy="170" r="92" fill="${COLOURS.sun}"/>
  <path d="M760 630c40-150 150-240 270-240s170 60 170 60v180z" fill="${COLOURS.sage}"/>
  <path d="M660 630c80-110 200-170 330-150 90 14 160 60 210 110v40z" fill="${COLOURS.brand}" opacity=".9"/>
  <path d="M1040 420c-10-60 20-110 70-130-5 60-30 105-70 130z" fill="${COLOURS.accent}"/>
  <path d="M1040 420c-40-30-90-30-120-5 40 25 85 25 120 5z" fill="${COLOURS.soft}"/>
  <circle cx="${LEFT + 64}" cy="150" r="64" fill="${COLOURS.brand}"/>
  <rect x="${LEFT}" y="${pill.top}" width="${pill.width}" height="64" rx="32" fill="${COLOURS.brand}"/>
  <g transform="translate(${LEFT + 22} ${pill.top + 14}) scale(1.5)" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
    <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z"/>
    <path d="m9 12 2 2 4-4"/>
  </g>
</svg>`;
}

const requireFromHere = createRequire(import.meta.url);
const FONTS = {
  regular: { file: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), family: 'DejaVu Sans' },
  bold: { file: requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), family: 'DejaVu Sans Bold' },
};

/** One run of words as a transparent PNG, wrapped at `width` pixels. */
async function words(
  text: string,
  options: { weight: keyof typeof FONTS; size: number; colour: string; width: number },
) {
  const font = FONTS[options.weight];
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${options.colour}">${escapeMarkup(text)}</span>`,
      font: `${font.family} ${options.size}`,
      fontfile: font.file,
      width: options.width,
      dpi: 72,
      rgba: true,
      wrap: 'word-char',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The card as a PNG of 1200×630: monogram, name, title and place, and "Verified on Calma". */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const [monogram, name, line, verified] = await Promise.all([
    words(initials(card.name), { weight: 'bold', size: 48, colour: '#ffffff', width: 128 }),
    words(shorten(card.name, 48), { weight: 'bold', size: 60, colour: COLOURS.text, width: TEXT_WIDTH }),
    words(shorten(`${card.title} · ${card.place}`, 70), {
      weight: 'regular',
      size: 32,
      colour: COLOURS.muted,
      width: TEXT_WIDTH,
    }),
    words(text(card.locale, 'card.verified'), { weight: 'bold', size: 28, colour: '#ffffff', width: 560 }),
  ]);
  const nameTop = 244;
  const lineTop = nameTop + name.height + 12;
  const pillTop = Math.min(Math.max(470, lineTop + line.height + 32), SHARE_CARD.height - 64 - 36);
  return sharp(Buffer.from(shareCardBackground({ width: verified.width + 92, top: pillTop })))
    .composite([
      {
        input: monogram.input,
        left: LEFT + 64 - Math.round(monogram.width / 2),
        top: 150 - Math.round(monogram.height / 2),
      },
      { input: name.input, left: LEFT, top: nameTop },
      { input: line.input, left: LEFT, top: lineTop },
      { input: verified.input, left: LEFT + 70, top: pillTop + 32 - Math.round(verified.height / 2) },
    ])
    .png({ palette: true, quality: 90, effort: 4 })
    .toBuffer();
}
