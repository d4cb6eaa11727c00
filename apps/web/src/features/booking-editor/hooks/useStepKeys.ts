import { type KeyboardEvent, useCallback } from 'react';

const isTextField = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));

/**
 * Alt+→ / Alt+← (anywhere) and Ctrl+→ / Ctrl+← (outside text fields, where they jump words) move to
 * the next or previous step.
 */
export function useStepKeys(step: number, count: number, setStep: (step: number) => void) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (!event.altKey && !(event.ctrlKey && !isTextField(event.target))) return;
      event.preventDefault();
      const next = step + (event.key === 'ArrowRight' ? 1 : -1);
      if (next >= 0 && next < count) setStep(next);
    },
    [step, count, setStep],
  );
}
