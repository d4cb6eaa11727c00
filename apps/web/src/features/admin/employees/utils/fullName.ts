import type { Employee } from '../../../../api/types.ts';

/** 'Фамилия Имя Отчество', falling back to the e-mail. */
export function fullName(
  employee: Pick<Employee, 'last_name' | 'first_name' | 'middle_name' | 'email'>,
): string {
  const name = [employee.last_name, employee.first_name, employee.middle_name].filter(Boolean).join(' ');
  return name || employee.email;
}
