/**
 * What an upload is, judged by its bytes: the name and the declared type come from the client and prove
 * nothing (a GIF or a text file renamed .png must be refused). The first bytes name the format, and
 * sharp must then decode the whole picture as that format; it also makes the thumbnail.
 *
 * Pictures are served publicly, so what is stored is not the upload itself but its pixels written again in
 * the same format: a phone photo's EXIF names the camera and the place it was taken (GPS), and XMP, IPTC
 * and comments can carry anything. The EXIF orientation is applied to the pixels first, so the photo
 * still stands the right way up without the tag. The colour profile is kept: it says nothing about anyone.
 */
import { createHash } from 'node:crypto';
import { type ImageMime, imageMessages, MAX_IMAGE_BYTES } from '@pms/domain';
import type { Sharp } from 'sharp';
import { badRequest, tooLarge } from '../../http/errors.ts';
import { loadSharp } from '../../lib/on-first-use.ts';

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

/**
 * Writing the pixels again in the upload's own format: PNG stays lossless; a JPEG or a WebP is encoded at
 * a quality a second pass does not visibly lose. An animated WebP keeps its first frame.
 */
const reencode: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

export interface ProcessedImage {
  mime: ImageMime;
  width: number;
  height: number;
  size: number;
  /** sha256 of the stored bytes (`data`), hex. */
  etag: string;
  data: Buffer;
  thumb: Buffer;
  thumbMime: string;
}

/** Checks an upload and makes its thumbnail; a refusal is a Russian 400. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw badRequest(imageMessages.noFile, 'image');
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(imageMessages.tooBig, 'image');
  const mime = sniffImage(bytes);
  if (!mime) throw badRequest(imageMessages.wrongType, 'image');
  let width: number;
  let height: number;
  let data: Buffer;
  let thumb: Buffer;
  try {
    const sharp = await loadSharp();
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // Magic bytes of one format in front of another's body is not that format.
    if (meta.format !== sharpFormat[mime]) throw new Error(`format ${meta.format} is not ${mime}`);
    // A photo's EXIF orientation says which way is up: turned in the pixels, the tag then dropped with
    // the rest of the metadata (sharp writes none unless told to).
    const stored = await reencode[mime](source.clone().autoOrient().keepIccProfile()).toBuffer({
      resolveWithObject: true,
    });
    data = stored.data;
    width = stored.info.width;
    height = stored.info.height;
    thumb = await source
      .clone()
      .autoOrient()
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
    size: data.length,
    etag: createHash('sha256').update(data).digest('hex'),
    data,
    thumb,
    thumbMime: 'image/webp',
  };
}
