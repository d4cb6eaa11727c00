import type { z } from 'zod';
import type { categoryFormSchema } from '../utils/categoryFormSchema.ts';

/** The category form's values, as react-hook-form holds them. */
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
