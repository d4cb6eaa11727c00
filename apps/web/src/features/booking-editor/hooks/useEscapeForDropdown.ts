import { useLayoutEffect, useRef } from 'react';

/** A picker or list is open: a Mantine dropdown (date picker, select, menu) is on screen. */
function dropdownOpen(): boolean {
  return [...document.querySelectorAll('.mantine-Popover-dropdown')].some(
    (el) => el.getClientRects().length > 0,
  );
}

/**
 * Whether the Escape being handled right now was meant for an open picker or list rather than for the
 * editor. The modal hears Escape in a window listener before the picker does, so without this a date
 * picker's Escape (a typed date's, whose focus stays in its field) opened the editor's close prompt.
 * Listeners are added in a layout effect, so they run before the modal's own (added in an effect): the
 * first one notes whether a dropdown was open when Escape went down, the last one forgets it.
 */
export function useEscapeForDropdown(): () => boolean {
  const forDropdown = useRef(false);
  useLayoutEffect(() => {
    const note = (event: KeyboardEvent) => {
      if (event.key === 'Escape') forDropdown.current = dropdownOpen();
    };
    const forget = () => {
      forDropdown.current = false;
    };
    window.addEventListener('keydown', note, { capture: true });
    window.addEventListener('keydown', forget);
    return () => {
      window.removeEventListener('keydown', note, { capture: true });
      window.removeEventListener('keydown', forget);
    };
  }, []);
  return () => forDropdown.current;
}
