/**
 * Login attempts per e-mail, from any address. The per-address limit alone lets an attacker with many
 * addresses guess one account's password; this caps the guesses on the account itself.
 *
 * An attempt is counted when it starts (so a burst of parallel guesses cannot all slip past the check)
 * and given back when it succeeds: only failures use up the allowance, so staff who type their password
 * right are never limited however often they log in. The trade-off, accepted: an attacker who fails on
 * purpose locks the account out, the right password included (otherwise a 429 versus a 200 would still
 * tell them when they guessed it). That is why the window is short — a quarter hour from the first
 * failure — so such a lock-out ends soon on its own.
 *
 * Kept in memory, per server instance: N instances allow N times the limit, which still bounds guessing.
 */
export const LOGIN_ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Beyond this many tracked e-mails, expired windows are dropped (an attacker may try random e-mails). */
const PRUNE_ABOVE = 10_000;

export class LoginAttempts {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = LOGIN_ACCOUNT_WINDOW_MS,
    private readonly now = Date.now,
  ) {}

  /** Counts an attempt on `email`; false when its allowance for this window is used up. */
  take(email: string): boolean {
    const now = this.now();
    let window = this.windows.get(email);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= PRUNE_ABOVE) this.prune(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(email, window);
    }
    if (window.count >= this.max) return false;
    window.count++;
    return true;
  }

  /** A successful login gives its attempt back. */
  refund(email: string): void {
    const window = this.windows.get(email);
    if (window && window.count > 0) window.count--;
  }

  private prune(now: number): void {
    for (const [email, window] of this.windows) if (window.endsAt <= now) this.windows.delete(email);
  }
}
