/**
 * Reading an upload: a multipart form with the picture in the field `image` (and other fields beside it),
 * or the picture itself as the body (Content-Type image/… or application/octet-stream) with the other
 * fields in the query. Either way at most 5 МБ is read; more is a 413 'Изображение больше 5 МБ' (a declared
 * length over it is refused before reading: http/body-limits.ts).
 */
import fastifyMultipart from '@fastify/multipart';
import { imageMessages, MAX_IMAGE_BYTES } from '@pms/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../../http/errors.ts';

/**
 * A raw body is kept off `request.body`'s enumerable keys: the input guard walks every key of a body
 * looking for NUL characters, and walking five million bytes one by one would take seconds.
 */
const RAW = Symbol('raw image body');
/** What a form adds around the picture: boundaries, part headers, up to 10 fields of 1000 characters. */
const FORM_OVERHEAD = 64 * 1024;
interface RawBody {
  [RAW]: Buffer;
}

/** Makes `scope` read multipart forms and raw picture bodies; register image routes inside it. */
export async function registerUploads(scope: FastifyInstance) {
  // The picture plus a form's boundaries and short fields; the picture itself is held to 5 МБ below.
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= MAX_IMAGE_BYTES + FORM_OVERHEAD;
    route.config = { ...route.config, tooLarge: { message: imageMessages.tooBig, field: 'image' } };
  });
  await scope.register(fastifyMultipart, {
    // One byte over the limit is enough to know; fields are ids and names.
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  scope.addContentTypeParser(/^(image\/[\w.+-]+|application\/octet-stream)$/, (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) {
        // The rest is dropped as it comes until the answer closes the connection: destroying the stream
        // here would reset the connection before the client read the 413.
        failed = true;
        chunks.length = 0;
        done(tooLarge(imageMessages.tooBig, 'image'));
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, { [RAW]: Buffer.concat(chunks) } satisfies RawBody);
    });
    payload.on('error', (err) => {
      if (!failed) done(err);
    });
  });
}

export interface Upload {
  bytes: Buffer;
  /** The form's other fields (or the query's, with a raw body). */
  fields: Record<string, string>;
}

/** The picture and fields of a request to a route inside a scope made by registerUploads. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const body = request.body as Partial<RawBody> | undefined;
  if (body?.[RAW]) {
    return { bytes: body[RAW], fields: { ...(request.query as Record<string, string>) } };
  }
  if (!request.isMultipart()) throw badRequest(imageMessages.noFile, 'image');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Another file field is read to its end and dropped, so the form can still be parsed.
        if (part.fieldname === 'image' && !bytes) bytes = await part.toBuffer();
        else await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(imageMessages.tooBig, 'image');
    if (code?.startsWith('FST_')) throw badRequest(imageMessages.noFile, 'image');
    throw err;
  }
  if (!bytes) throw badRequest(imageMessages.noFile, 'image');
  return { bytes, fields };
}
