/**
 * The calendar's local-storage values (specification section 9). Storage can be unavailable (private
 * mode, quota): reads then give null and writes are dropped, so the screen falls back to its defaults.
 */
export const localValue = {
  read(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered; the URL or the current screen still carries the choice.
    }
  },
};
