import { describe, expect, it } from 'vitest';
import { captionsLanguageFor, duration, limitParams, movedOrder, refusalParams } from './media-state.ts';

const limits = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 200 * 1024 * 1024,
  videoSeconds: 180,
  captionsBytes: 512 * 1024,
  practicePhotos: 6,
  photoMinWidth: 400,
  practicePhotoMinWidth: 800,
};

describe('the limits as the uploader states them', () => {
  it('gives sizes in whole megabytes and the video’s length in minutes', () => {
    expect(limitParams(limits)).toEqual({ mb: 10, videoMb: 200, minutes: 3, max: 6, min: 400, practiceMin: 800 });
  });

  it('names the width the API asked for when it refuses a narrow image, and the profile photo’s otherwise', () => {
    expect(refusalParams(limitParams(limits), { minWidth: 800 }).min).toBe(800);
    expect(refusalParams(limitParams(limits), undefined).min).toBe(400);
  });
});

describe('a video’s length', () => {
  it('reads as minutes and seconds, rounded to the second', () => {
    expect(duration(125.4)).toBe('2:05');
    expect(duration(59.6)).toBe('1:00');
    expect(duration(0)).toBe('0:00');
  });
});

describe('moving a practice photo', () => {
  it('swaps it with its neighbour and leaves the list it was given alone', () => {
    const ids = ['a', 'b', 'c'];
    expect(movedOrder(ids, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(ids, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});

describe('the captions’ language', () => {
  it('starts as the viewer’s, or English for a language the platform does not offer', () => {
    expect(captionsLanguageFor('de')).toBe('de');
    expect(captionsLanguageFor('fr')).toBe('en');
  });
});
