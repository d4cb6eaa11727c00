import { categoryRatesSchema, categorySchema } from '@pms/domain';
import { z } from 'zod';
import type { RatesFormValues } from '../types/RatesFormValues.ts';
import { compactRates } from './compactRates.ts';

/**
 * The shared category schema, reading the rates from the form's full grid of cells: empty and hidden
 * cells are dropped first, then the shared rates schema checks the rest and gives the messages.
 */
export const categoryFormSchema = categorySchema.extend({
  rates: z.custom<RatesFormValues>().transform(compactRates).pipe(categoryRatesSchema),
});
