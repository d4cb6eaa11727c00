import { employeeUpdateSchema } from '@pms/domain';
import { z } from 'zod';

/** The shared update schema, where an empty 'Новый пароль' means 'keep the password'. */
export const employeeEditSchema = employeeUpdateSchema.extend({
  password: z.preprocess((value) => (value === '' ? undefined : value), employeeUpdateSchema.shape.password),
});
