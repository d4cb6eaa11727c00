/** A control one types into: not a read-only display, not a switch or a button. */
const TYPED =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([readonly]):not([disabled]), textarea:not([readonly]):not([disabled])';
/** Any control that takes focus, when a step has nothing to type into. */
const ANY =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex="0"]';

/**
 * Puts the focus on the first field of `root` one can type into (else on its first control), so the
 * keyboard starts inside a dialog, never on the page behind it. Returns whether it found one.
 */
export function focusFirstField(root: HTMLElement | null): boolean {
  if (!root) return false;
  const target = root.querySelector<HTMLElement>(TYPED) ?? root.querySelector<HTMLElement>(ANY);
  if (!target) return false;
  target.focus({ preventScroll: true });
  return true;
}
