/**
 * The named 409 (issue 15): a save, status call or group save naming a version a colleague has since
 * raised is refused with who saved last and when ('Бронь изменил Иванов Пётр в 05.12.2026 14:30'), so the
 * clerk knows what they would overwrite. The body carries `changed_by` (when known) and `changed_at`.
 */
import { genders, staleVersionMessage } from '@pms/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { errorView } from '../../http/views.ts';
import { fullName } from './bookings.presenter.ts';
import { bookingsRepository } from './bookings.repository.ts';

/** The 409 for booking `id`, read where the refusal happens (inside the write's transaction, if any). */
export async function staleVersionError(db: Db, actor: Actor, id: number): Promise<AppError> {
  const last = await bookingsRepository.lastChange(db, actor.companyId, id);
  const changedAt = Math.floor((last?.at ?? new Date()).getTime() / 1000);
  const name = fullName(last ?? null) || null;
  const gender = name ? (last?.gender ?? null) : null;
  const message = staleVersionMessage({ name, gender, changedAt, timeZone: actor.timeZone });
  return new AppError(409, message, undefined, {
    ...(name && { changed_by: name }),
    ...(gender && { changed_by_gender: gender }),
    changed_at: changedAt,
  });
}

/** The 409's body as routes declare it: the sentence, who (when known) and when. */
export const staleVersionView = errorView.extend({
  changed_by: z.string().optional(),
  changed_by_gender: z.enum(genders).optional(),
  changed_at: z.number().optional(),
});
