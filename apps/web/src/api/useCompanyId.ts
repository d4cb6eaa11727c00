import { useSyncExternalStore } from 'react';
import { session } from './session.ts';

/** The company the requests act on (X-Company-Id), re-rendering when it changes. */
export function useCompanyId(): number | null {
  return useSyncExternalStore(session.subscribe, session.getCompanyId, () => null);
}
