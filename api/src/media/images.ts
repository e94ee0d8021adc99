import sharp from 'sharp';
import type { ImageVariant } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** How an image of one kind is stored: the widths it is served at and whether it is cropped square. */
export interface ImagePlan {
  widths: readonly number[];
  square: boolean;
  /** Smaller images would look blurred at the smallest width the site shows. */
  minWidth: number;
}

export const IMAGE_PLANS = {
  // Shown at 88 px in search results and 160 px on the profile, at 1x and 2x.
  photo: { widths: [176, 320, 640], square: true, minWidth: 200 },
  practice_photo: { widths: [320, 640, 1280], square: false, minWidth: 320 },
  video_poster: { widths: [320, 640, 1280], square: false, minWidth: 320 },
} as const satisfies Record<string, ImagePlan>;

const FORMATS = ['avif', 'webp', 'jpeg'] as const;
// A decompression bomb (a small file that decodes to billions of pixels) stops here.
const MAX_INPUT_PIXELS = 50_000_000;

export interface RenderedImage {
  width: number;
  height: number;
  outputs: (Omit<ImageVariant, 'key'> & { data: Buffer })[];
}

/** The widths to make: the plan's, never upscaled, and at least one (the image's own width). */
export function variantWidths(plan: ImagePlan, width: number): number[] {
  const fitting = plan.widths.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * Turns an uploaded image into AVIF, WebP and JPEG at the plan's widths: turned upright by its
 * EXIF orientation, converted to sRGB, and with every piece of metadata (EXIF with camera and GPS
 * position, XMP, IPTC, ICC) left out, which is sharp's default when no metadata is kept.
 */
export async function renderImage(input: Buffer | string, plan: ImagePlan): Promise<RenderedImage> {
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  let upright: { width: number; height: number };
  try {
    upright = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).autoOrient;
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 400, 'The image could not be read; it may be damaged');
  }
  const side = plan.square ? Math.min(upright.width, upright.height) : upright.width;
  if (side < plan.minWidth) {
    throw new AppError('IMAGE_TOO_SMALL', 400, `The image must be at least ${plan.minWidth} pixels wide`, {
      minWidth: plan.minWidth,
    });
  }
  const outputs: RenderedImage['outputs'] = [];
  try {
    for (const width of variantWidths(plan, side)) {
      const height = plan.square ? width : Math.round((upright.height * width) / upright.width);
      const resized = open().resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
      for (const format of FORMATS) {
        const encoded =
          format === 'avif'
            ? resized.clone().avif({ quality: 55, effort: 4 })
            : format === 'webp'
              ? resized.clone().webp({ quality: 78 })
              : resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
        outputs.push({ format, width, height, data: await encoded.toBuffer() });
      }
    }
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 400, 'The image could not be read; it may be damaged');
  }
  const largest = outputs.at(-1);
  return { width: largest?.width ?? side, height: largest?.height ?? side, outputs };
}
