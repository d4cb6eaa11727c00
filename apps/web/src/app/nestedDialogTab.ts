/**
 * Tab inside a dialog opened over another (issue 30): the question 'Заезд раньше срока' over the booking
 * editor, a cancel dialog over it. Each Mantine modal traps Tab with a listener on the document, and the
 * editor's trap, knowing nothing of a dialog in another portal, took the focus back behind the open one.
 * With two or more dialogs open this listener, on the window before the traps, moves the focus itself
 * within the topmost dialog (the highest z-index, the later in the page of equals; the editor's question
 * comes first in the page, from the modals' provider, but above it): to its next (Shift: previous) element,
 * round at the ends, or to its first when the focus is outside it (behind it, or on <body>). With one
 * dialog or none it does nothing.
 */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'),
  );
}

/** How high a modal stands: Mantine sets its z-index on the modal's root, which its content inherits. */
function layer(dialog: Element): number {
  return Number(getComputedStyle(dialog).getPropertyValue('--mb-z-index')) || 0;
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')];
  if (dialogs.length < 2) return;
  const active = document.activeElement;
  const dialog = dialogs.reduce((top, d) => (layer(d) >= layer(top) ? d : top));
  if (!dialog) return;
  const stops = tabbables(dialog);
  if (stops.length === 0) return;
  const at = active instanceof HTMLElement ? stops.indexOf(active) : -1;
  const next =
    at === -1
      ? event.shiftKey
        ? stops.length - 1
        : 0
      : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
  // Handled here: the traps skip an event whose default is prevented.
  event.preventDefault();
  stops[next]?.focus();
}

/** Installs the listener once for the app's life (main.tsx). */
export function installNestedDialogTab(): void {
  window.addEventListener('keydown', onKeyDown, true);
}
