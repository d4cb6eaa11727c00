/**
 * What an upload is, judged by its bytes: the name and the declared type come from the client and prove
 * nothing (a GIF or a text file renamed .png must be refused). The first bytes name the format, and
 * sharp must then decode the whole picture as that format; it also makes the thumbnail.
 */
import { createHash } from 'node:crypto';
import { type ImageMime, imageMessages, MAX_IMAGE_BYTES } from '@pms/domain';
import sharp from 'sharp';
import { badRequest } from '../../http/errors.ts';

/** The longest side of a thumbnail, in pixels: enough for a grid cell on a retina screen. */
const THUMB_SIDE = 480;
/**
 * A 5 MB PNG of one colour can claim a gigapixel and take the server's memory to decode; 40 megapixels
 * is more than any camera photo a property uploads.
 */
const MAX_PIXELS = 40_000_000;

/** The format the magic bytes name, or null: JPEG FF D8 FF, PNG's 8-byte signature, WebP 'RIFF'…'WEBP'. */
export function sniffImage(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const sharpFormat: Record<ImageMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface ProcessedImage {
  mime: ImageMime;
  width: number;
  height: number;
  size: number;
  /** sha256 of the original, hex. */
  etag: string;
  data: Buffer;
  thumb: Buffer;
  thumbMime: string;
}

/** Checks an upload and makes its thumbnail; a refusal is a Russian 400. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest(imageMessages.noFile, 'image');
  if (bytes.length > MAX_IMAGE_BYTES) throw badRequest(imageMessages.tooBig, 'image');
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest(imageMessages.wrongType, 'image');
  let width: number;
  let height: number;
  let thumb: Buffer;
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // Magic bytes of one format in front of another's body is not that format.
    if (meta.format !== sharpFormat[mime]) throw new Error(`format ${meta.format} is not ${mime}`);
    // A photo's EXIF orientation says which way is up: the size shown is the size after turning it.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    thumb = await source
      .clone()
      .rotate()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    throw badRequest(imageMessages.unreadable, 'image');
  }
  if (!width || !height) throw badRequest(imageMessages.unreadable, 'image');
  return {
    mime,
    width,
    height,
    size: bytes.length,
    etag: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    thumb,
    thumbMime: 'image/webp',
  };
}
