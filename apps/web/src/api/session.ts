const TOKEN_KEY = 'pms.token';
const COMPANY_KEY = 'pms.companyId';

type Listener = () => void;
const changeListeners = new Set<Listener>();
const unauthorizedListeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the httpOnly cookie still carries the session.
  }
  for (const listener of changeListeners) listener();
}

/**
 * The browser side of a session: the bearer token and the chosen company (sent as X-Company-Id).
 * Both live in localStorage so a reload keeps them; the server's httpOnly cookie is the fallback.
 */
export const session = {
  getToken: (): string | null => read(TOKEN_KEY),
  setToken: (token: string | null): void => write(TOKEN_KEY, token),
  getCompanyId: (): number | null => {
    const raw = read(COMPANY_KEY);
    const id = raw === null ? Number.NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  },
  setCompanyId: (id: number | null): void => write(COMPANY_KEY, id === null ? null : String(id)),
  /** Subscribes to token or company changes (for useSyncExternalStore). */
  subscribe(listener: Listener): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  /** Called by the API client when the server answers 401; returns whether anyone handled it. */
  notifyUnauthorized(): boolean {
    for (const listener of unauthorizedListeners) listener();
    return unauthorizedListeners.size > 0;
  },
  onUnauthorized(listener: Listener): () => void {
    unauthorizedListeners.add(listener);
    return () => unauthorizedListeners.delete(listener);
  },
};
