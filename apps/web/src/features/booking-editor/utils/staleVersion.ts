import { ApiError } from '../../../api/ApiError.ts';

/** A save refused because a colleague saved first: who (when known) and the server's sentence. */
export interface StaleVersion {
  name: string | null;
  gender: 'male' | 'female' | null;
  message: string;
}

/**
 * The server's named 409 ('Бронь изменил … в …', with `changed_at`), or null for any other failure (a
 * taken room is a 409 too, but names no change).
 */
export function staleVersionOf(error: unknown): StaleVersion | null {
  if (!(error instanceof ApiError) || error.status !== 409 || typeof error.body.changed_at !== 'number')
    return null;
  const name = typeof error.body.changed_by === 'string' ? error.body.changed_by : null;
  const said = error.body.changed_by_gender;
  const gender = said === 'male' || said === 'female' ? said : null;
  return { name, gender, message: error.error };
}
