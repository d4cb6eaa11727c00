import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const DEBOUNCE_MS = 300;

/**
 * The form's state to price (`toJson`: the payload as JSON, or null while it cannot be priced), settled
 * for 300 ms after the last edit. Watching through a subscription keeps typing from re-rendering the
 * editor; only a changed payload does.
 */
export function usePricePayload<T extends FieldValues>(
  form: UseFormReturn<T>,
  toJson: (values: T) => string | null,
): string | null {
  const [payload, setPayload] = useState(() => toJson(form.getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setPayload(toJson(form.getValues())), DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, toJson]);
  return payload;
}
