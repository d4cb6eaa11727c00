import { employeeUpdateSchema } from '@pms/domain';

/** The shared update schema without the password: only its owner changes it, in the profile. */
export const employeeEditSchema = employeeUpdateSchema.omit({ password: true });
