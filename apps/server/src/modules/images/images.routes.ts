/**
 * Pictures and tags (specification 7.7; issue 11): serving at stable URLs, a category's pictures and
 * tags under /api/v2/categories/, the company's gallery and logo under /api/v2/companies/. These static
 * paths are registered as their own routes, so they win over /api/v2/companies/:id/.
 */
import {
  companyImageKinds,
  companyImageView,
  idSchema,
  imageMessages,
  imageMimes,
  imageRefView,
  imageView,
  messages,
  pageOf,
  tagCreateSchema,
  tagRenameSchema,
  tagView,
} from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { badRequest } from '../../http/errors.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, fileResponses, idParams } from '../../http/views.ts';
import {
  addCategoryImage,
  addCompanyImage,
  companyLogo,
  deleteCategoryImage,
  deleteCompanyImage,
  getCompanyImage,
  imageExists,
  imageForServing,
  listCompanyImages,
  makeCategoryImageMain,
  replaceCompanyLogo,
} from './images.service.ts';
import { createTag, deleteTag, renameTag } from './tags.service.ts';
import { readUpload, registerUploads } from './upload.ts';

const noContent = { 204: z.null(), ...errorResponses };
const servedParams = z.object({ id: idSchema, etag: z.string().regex(/^[0-9a-f]{64}$/) });
const kindQuery = z.object({ kind: z.enum(companyImageKinds, { error: messages.invalidValue }).optional() });
/** Multipart and raw bodies are read by readUpload, so the upload routes declare no body schema. */
const uploadSchema = <Ok extends Record<number, z.ZodType>>(tag: string, summary: string, ok: Ok) => ({
  tags: [tag],
  summary,
  consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
  response: { ...ok, ...errorResponses },
});

export function imagesRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Serving. Public: the booking page shows these to guests, and the URL carries the picture's sha256,
  // which cannot be guessed from its id, so knowing a URL is what grants the picture (like a share link).
  // The bytes under a URL never change, hence cached for a year and 'immutable'.
  for (const thumb of [false, true]) {
    r.get(
      thumb ? '/api/v2/images/:id/:etag/thumb/' : '/api/v2/images/:id/:etag/',
      {
        config: { public: true, access: 'public' },
        schema: {
          tags: ['images'],
          summary: thumb
            ? 'A picture’s thumbnail (WebP)'
            : 'A picture: its upload’s pixels, without metadata',
          params: servedParams,
          response: {
            ...fileResponses(...(thumb ? ['image/webp'] : imageMimes)),
            304: z.null().describe('Not modified: the ETag the client holds is current'),
          },
        },
      },
      async (req, reply) => {
        const { id, etag } = req.params;
        const tag = `"${etag}${thumb ? '-thumb' : ''}"`;
        reply
          .header('etag', tag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The property's public booking page may live on another origin.
          .header('cross-origin-resource-policy', 'cross-origin');
        const matches = (req.headers['if-none-match'] ?? '')
          .split(',')
          .map((s) => s.trim().replace(/^W\//, ''))
          .some((s) => s === tag || s === '*');
        if (matches && (await imageExists(db, id, etag))) return reply.code(304).send(null);
        const row = await imageForServing(db, id, etag, thumb);
        if (!row) {
          reply.removeHeader('etag').header('cache-control', 'no-store');
          return reply.code(404).send({ error: imageMessages.notFound });
        }
        return reply.type(row.mime).send(row.bytes);
      },
    );
  }

  // Category tags.
  r.post(
    '/api/v2/categories/tags/',
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags: ['catalog'],
        summary: 'Creates a category tag',
        body: tagCreateSchema,
        response: { 201: tagView, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await createTag(db, requestActor(req), req.body)),
  );
  r.patch(
    '/api/v2/categories/tags/:id/',
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags: ['catalog'],
        summary: 'Renames a category tag',
        params: idParams,
        body: tagRenameSchema,
        response: { 200: tagView, ...errorResponses },
      },
    },
    async (req) => renameTag(db, requestActor(req), req.params.id, req.body.name),
  );
  r.delete(
    '/api/v2/categories/tags/:id/',
    {
      config: { access: 'catalogues.edit' },
      schema: { tags: ['catalog'], summary: 'Deletes a category tag', params: idParams, response: noContent },
    },
    async (req, reply) => {
      await deleteTag(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.patch(
    '/api/v2/categories/images/main/:id/',
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags: ['catalog'],
        summary: "Makes a picture its category's main one",
        params: idParams,
        response: { 200: imageView, ...errorResponses },
      },
    },
    async (req) => makeCategoryImageMain(db, requestActor(req), req.params.id),
  );
  r.delete(
    '/api/v2/categories/images/:id/',
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags: ['catalog'],
        summary: "Deletes a category's picture",
        params: idParams,
        response: noContent,
      },
    },
    async (req, reply) => {
      await deleteCategoryImage(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/v2/companies/images/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags: ['companies'],
        summary: "The company's gallery pictures, of one kind if `kind` is given",
        querystring: kindQuery,
        response: { 200: pageOf(companyImageView), ...errorResponses },
      },
    },
    async (req) => listCompanyImages(db, requestActor(req), req.query.kind),
  );
  r.get(
    '/api/v2/companies/images/:id/',
    {
      config: { access: 'catalogues.view' },
      schema: {
        tags: ['companies'],
        summary: "One picture of the company's gallery",
        params: idParams,
        response: { 200: companyImageView, ...errorResponses },
      },
    },
    async (req) => getCompanyImage(db, requestActor(req), req.params.id),
  );
  r.delete(
    '/api/v2/companies/images/:id/',
    {
      config: { access: 'company.edit' },
      schema: {
        tags: ['companies'],
        summary: "Deletes a picture of the company's gallery",
        params: idParams,
        response: noContent,
      },
    },
    async (req, reply) => {
      await deleteCompanyImage(db, requestActor(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/api/v2/companies/info/main-image/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['companies'],
        summary: 'The company’s logo, or null',
        response: { 200: imageRefView.nullable(), ...errorResponses },
      },
    },
    async (req) => companyLogo(db, requestActor(req).companyId),
  );

  // The uploads, in a scope of their own: only they read multipart forms and raw picture bodies.
  app.register(async (scope) => {
    await registerUploads(scope);
    const u = scope.withTypeProvider<ZodTypeProvider>();
    u.post(
      '/api/v2/categories/images/',
      {
        config: { access: 'catalogues.edit' },
        schema: uploadSchema('catalog', 'Adds a picture to a category: fields `category` and `image`', {
          201: imageView,
        }),
      },
      async (req, reply) => {
        const upload = await readUpload(req);
        const category = idSchema.safeParse(upload.fields.category);
        if (!category.success) throw badRequest(imageMessages.categoryNotFound, 'category');
        return reply
          .code(201)
          .send(await addCategoryImage(db, requestActor(req), category.data, upload.bytes));
      },
    );
    u.post(
      '/api/v2/companies/images/',
      {
        config: { access: 'company.edit' },
        schema: uploadSchema('companies', 'Adds a picture to the gallery: `image`, optional `kind`', {
          201: companyImageView,
        }),
      },
      async (req, reply) => {
        const upload = await readUpload(req);
        const kind = z
          .enum(companyImageKinds)
          .default('company')
          .safeParse(upload.fields.kind || undefined);
        if (!kind.success) throw badRequest(messages.invalidValue, 'kind');
        return reply.code(201).send(await addCompanyImage(db, requestActor(req), kind.data, upload.bytes));
      },
    );
    u.put(
      '/api/v2/companies/info/upload-main-image/',
      {
        config: { access: 'company.edit' },
        schema: uploadSchema('companies', 'Replaces the company’s logo', { 200: imageRefView }),
      },
      async (req) => replaceCompanyLogo(db, requestActor(req), (await readUpload(req)).bytes),
    );
  });
}
