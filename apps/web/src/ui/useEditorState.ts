import { useState } from 'react';

interface EditorState<T> {
  opened: boolean;
  /** null: creating a new record. Kept while the dialog closes so its content does not jump. */
  item: T | null;
  /** Changes on every opening so the form inside starts from fresh values. */
  session: number;
}

/** Open/close state of a create-or-edit dialog. */
export function useEditorState<T>() {
  const [state, setState] = useState<EditorState<T>>({ opened: false, item: null, session: 0 });
  return {
    ...state,
    openCreate: () => setState((s) => ({ opened: true, item: null, session: s.session + 1 })),
    openEdit: (item: T) => setState((s) => ({ opened: true, item, session: s.session + 1 })),
    close: () => setState((s) => ({ ...s, opened: false })),
  };
}
