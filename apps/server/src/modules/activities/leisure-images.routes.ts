/**
 * An activity's pictures (specification 7.7: `leisure-images`): upload, replace, make main, delete, on
 * the machinery room categories use (images.service.ts), scoped to the company like every picture.
 */
import { idSchema, imageMessages, imageView } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestActor } from '../../http/auth-context.ts';
import { badRequest } from '../../http/errors.ts';
import type { RouteDeps } from '../../http/route-deps.ts';
import { errorResponses, idParams } from '../../http/views.ts';
import {
  addCategoryImage,
  deleteCategoryImage,
  makeCategoryImageMain,
  readUpload,
  registerUploads,
  replaceCategoryImage,
} from '../images/index.ts';

const tags = ['leisure-catalogue'];
const path = '/api/v2/categories/leisure-images/';
const upload = <Ok extends Record<number, z.ZodType>>(summary: string, ok: Ok) => ({
  tags,
  summary,
  consumes: ['multipart/form-data', 'image/jpeg', 'image/png', 'image/webp'],
  response: { ...ok, ...errorResponses },
});

export function leisureImagesRoutes(app: FastifyInstance, { db }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.patch(
    `${path}main/:id/`,
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags,
        summary: "Makes a picture its activity's main one",
        params: idParams,
        response: { 200: imageView, ...errorResponses },
      },
    },
    async (req) => makeCategoryImageMain(db, requestActor(req), req.params.id, 'leisure'),
  );
  r.delete(
    `${path}:id/`,
    {
      config: { access: 'catalogues.edit' },
      schema: {
        tags,
        summary: "Deletes an activity's picture",
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await deleteCategoryImage(db, requestActor(req), req.params.id, 'leisure');
      return reply.code(204).send(null);
    },
  );
  // Uploads read multipart forms and raw picture bodies, in a scope of their own as images.routes.ts's.
  app.register(async (scope) => {
    await registerUploads(scope);
    const u = scope.withTypeProvider<ZodTypeProvider>();
    u.post(
      path,
      {
        config: { access: 'catalogues.edit' },
        schema: upload('Adds a picture to an activity: fields `category` and `image`', { 201: imageView }),
      },
      async (req, reply) => {
        const form = await readUpload(req);
        const category = idSchema.safeParse(form.fields.category);
        if (!category.success) throw badRequest(imageMessages.categoryNotFound, 'category');
        const image = await addCategoryImage(db, requestActor(req), category.data, form.bytes, 'leisure');
        return reply.code(201).send(image);
      },
    );
    u.patch(
      `${path}:id/`,
      {
        config: { access: 'catalogues.edit' },
        schema: { ...upload('Replaces a picture’s bytes (a new URL)', { 200: imageView }), params: idParams },
      },
      async (req) =>
        replaceCategoryImage(db, requestActor(req), req.params.id, (await readUpload(req)).bytes, 'leisure'),
    );
  });
}
