/**
 * The attribute of the element a screen names as its main work (the calendar's grid): where the skip
 * link (app/layout/SkipLink.tsx) and a closed dialog with nowhere else to go send the focus.
 */
export const SKIP_TARGET = 'data-skip-target';
