import dayjs, { type ConfigType } from 'dayjs';

/** A date as DD.MM.YYYY; a number is read as unix seconds (the API's instants). Empty input gives ''. */
export function formatDate(value: ConfigType): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'number' ? dayjs.unix(value) : dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY') : '';
}
