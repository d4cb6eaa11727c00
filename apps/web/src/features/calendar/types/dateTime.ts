import { z } from 'zod';

/** One end of a stay or a block as its dialog edits it: 'YYYY-MM-DD' (null while empty) and 'HH:mm' ('' when cleared), in the property's zone. */
export const dateTimeSchema = z.object({ date: z.string().nullable(), time: z.string() });
export type DateTime = z.infer<typeof dateTimeSchema>;
