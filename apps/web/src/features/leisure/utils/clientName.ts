import { personName } from '@pms/domain';

/** 'Фамилия Имя Отчество' of a leisure order's client (the domain's personName). */
export function clientName(c: { last_name: string; first_name: string; middle_name: string }): string {
  return personName(c, true);
}
