/**
 * One check for every request, before its schema: text may not carry a NUL character. PostgreSQL cannot
 * store one in `text`, so without this any text field would turn a typo or a probe into a 500.
 */
import { messages } from '@pms/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** The dotted path of the first string holding U+0000 (`''` for the value itself), or undefined. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = nulPath(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part);
      if (path !== undefined) throw new AppError(400, messages.invalidCharacter, path || undefined);
    }
  });
}
