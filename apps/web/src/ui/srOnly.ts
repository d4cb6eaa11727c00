import type { CSSProperties } from 'react';

/**
 * Out of sight, still read by a screen reader (the usual clip pattern): a page's h1 where the design
 * shows no title, the skip link until it has the focus.
 */
export const srOnly: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
