import { useCallback } from 'react';

/** What the keys need of an event: React's (the dialog's own) and the DOM's (the page's) alike. */
type StepKey = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'target' | 'preventDefault'>;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));

/**
 * Alt+→ / Alt+← (anywhere in the editor, or with the focus on the page's body) and Ctrl+→ / Ctrl+← (outside text fields, where they jump words) move to
 * the next or previous step.
 */
export function useStepKeys(step: number, count: number, setStep: (step: number) => void) {
  return useCallback(
    (event: StepKey) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (!event.altKey && !(event.ctrlKey && !isTextField(event.target))) return;
      event.preventDefault();
      const next = step + (event.key === 'ArrowRight' ? 1 : -1);
      if (next >= 0 && next < count) setStep(next);
    },
    [step, count, setStep],
  );
}
