import { type RefObject, useEffect } from 'react';
import { confirmClose } from '../utils/confirmClose.tsx';

interface CloseRules {
  /** A save is on its way: closing waits for it. */
  saving: boolean;
  isDirty: boolean;
  /** Closing deletes the unsaved draft, which the confirmation says. */
  discards: () => boolean;
  close: () => void;
}

/**
 * Hands the modal's Escape and close button the editor's own close request, which asks before unsaved
 * changes are lost, and takes it back when the editor unmounts.
 */
export function useCloseRequest(
  closeRequest: RefObject<(() => void) | null>,
  { saving, isDirty, discards, close }: CloseRules,
) {
  useEffect(() => {
    closeRequest.current = () => {
      if (saving) return;
      if (!isDirty) return close();
      confirmClose(discards(), close);
    };
  });
  useEffect(
    () => () => {
      closeRequest.current = null;
    },
    [closeRequest],
  );
}
