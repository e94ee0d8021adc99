import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initials, renderShareCard, SHARE_CARD, shareCardBackground, shorten } from './share-card.ts';

describe('share card', () => {
  it('takes initials from the first and last word, in capitals', () => {
    expect(initials('Ayşe Demir')).toBe('AD');
    expect(initials('  maría   de la  Cruz ')).toBe('MC');
    expect(initials('Madonna')).toBe('M');
    expect(initials('Özlem Şahin')).toBe('ÖŞ');
  });

  it('shortens long words at a word boundary with an ellipsis, and leaves short ones alone', () => {
    expect(shorten('Psychotherapist', 20)).toBe('Psychotherapist');
    expect(shorten('Psychologische Psychotherapeutin für Kinder und Jugendliche', 40)).toBe(
      'Psychologische Psychotherapeutin für…',
    );
    expect(shorten('Abcdefghijklmnopqrstuvwxyz', 10)).toBe('Abcdefghi…');
  });

  it('draws its shapes at the card size, with the pill where it is asked for', () => {
    const svg = shareCardBackground({ width: 400, top: 480 });
    expect(svg).toContain(`width="${SHARE_CARD.width}" height="${SHARE_CARD.height}"`);
    expect(svg).toContain('y="480" width="400"');
  });

  it('renders a 1200×630 PNG, even for a name full of markup characters', async () => {
    const png = await renderShareCard({
      name: 'Sam <b>O’Brien & Co</b>',
      title: 'Counsellor',
      place: 'Online',
      locale: 'en',
    });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(png.length).toBeLessThan(200_000);
  });
});
