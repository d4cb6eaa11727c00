/**
 * Attempts per key (an e-mail, an employee) within a window that starts at the first one: how the server
 * caps what a caller may learn by trying (passwords at login, which e-mails are in use). An attempt is
 * counted when it starts, so a burst of parallel tries cannot all slip past the check, and may be given
 * back when it turns out harmless.
 *
 * Kept in memory, per server instance: N instances allow N times the limit, which still bounds guessing.
 */
/** Beyond this many tracked keys, expired windows are dropped (an attacker may try random keys). */
const PRUNE_ABOVE = 10_000;

export class AttemptWindow {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now = Date.now,
  ) {}

  /** Counts an attempt on `key`; false when its allowance for this window is used up. */
  take(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= PRUNE_ABOVE) this.prune(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) return false;
    window.count++;
    return true;
  }

  /** Whether `key` has used up its allowance (counts nothing). */
  exhausted(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && window.endsAt > this.now() && window.count >= this.max;
  }

  /**
   * How long until `key` may try again, in ms: the rest of its window once the allowance is used up,
   * else 0. What a 429 tells the caller, so it is the real wait, not a guess.
   */
  retryAfter(key: string): number {
    return this.exhausted(key) ? this.windows.get(key)!.endsAt - this.now() : 0;
  }

  /** Gives an attempt back (a login that succeeded). */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count--;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
