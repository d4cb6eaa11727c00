import { type ClientField, clientFieldNames, leisureDefaultRequired, oneOf } from '@pms/domain';
import type { CompanyInfoResponse } from '../../../api/types.ts';

/** The client fields the property requires, or first name and phone when it lists none (specification 5). */
export function requiredFields(
  company: Pick<CompanyInfoResponse, 'required_fields'>,
): readonly ClientField[] {
  const names = company.required_fields.flatMap(({ name }) => oneOf(clientFieldNames, name) ?? []);
  return names.length > 0 ? names : leisureDefaultRequired;
}
