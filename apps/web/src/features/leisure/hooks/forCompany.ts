import { session } from '../../../api/session.ts';

/**
 * Runs a leisure call only while the screen's company is still the one the requests act on. Switching
 * company refetches every query still on screen before React unmounts them, and this screen's calls
 * (a category's month, a day) mean nothing to the next company: they would only be refused with 404.
 * Without a company chosen in the browser, the server's default is the screen's one.
 */
export function forCompany<T>(companyId: number, call: () => Promise<T>): Promise<T> {
  const current = session.getCompanyId();
  if (current !== null && current !== companyId) return Promise.reject(new Error('company switched'));
  return call();
}
