import { type RefObject, useEffect } from 'react';

/**
 * Hands the modal's Escape and close button the editor's own close request (which asks before unsaved
 * changes are lost), and takes it back when the editor unmounts.
 */
export function useCloseRequest(closeRequest: RefObject<(() => void) | null>, request: () => void) {
  useEffect(() => {
    closeRequest.current = request;
  });
  useEffect(
    () => () => {
      closeRequest.current = null;
    },
    [closeRequest],
  );
}
