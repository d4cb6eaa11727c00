/**
 * What one rendering of a staff template may spend (sandbox.ts enforces them in the worker, render-liquid.ts
 * sets the worker's deadline from them). A file of its own so that the server's main thread, which only
 * needs the deadline, does not load LiquidJS at start-up (bench/README.md, issue 31 goal 6).
 */
export const templateLimits = {
  /** Tags, texts and outputs rendered in one template; a letter of 20,000 characters needs a few thousand. */
  steps: 100_000,
  /** LiquidJS checks the clock at every step; the worker's own deadline is the hard stop (liquid-pool.ts). */
  renderMs: 1_000,
  /** Characters and array elements created by ranges and filters (LiquidJS's memoryLimit). */
  memory: 5_000_000,
  /** Characters parsed at once: the longest template the forms accept, with room to spare. */
  parse: 50_000,
};
