/** The API's wall-clock 'YYYY-MM-DD HH:mm' as staff read it: '02.11.2026 08:00'. */
export function localStamp(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : value;
}
