/**
 * Uploaded images are decoded and encoded again before they are kept, so that only their pixels
 * survive: whatever a file carried besides them (text after the end of the image, comments, metadata,
 * a second format glued to the first) is gone, and a file that does not decode as an image is refused.
 */
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** Bounds the decoder: at most 50 megapixels (a phone photo is about 12). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImageError extends Error {
  constructor() {
    super('unreadable image');
  }
}

/**
 * The image encoded again in its own format, upright (the EXIF orientation applied) and without any
 * metadata; `UnreadableImageError` when it does not decode.
 */
export async function reencodeImage(buffer: Uint8Array, format: ImageFormat): Promise<Buffer> {
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    if (format === 'png') return await image.png({ compressionLevel: 9 }).toBuffer();
    if (format === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new UnreadableImageError();
  }
}
