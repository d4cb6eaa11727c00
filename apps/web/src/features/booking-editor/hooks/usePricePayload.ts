import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { EditorValues } from '../types/editorValues.ts';
import { priceableJson } from '../utils/priceableJson.ts';

const DEBOUNCE_MS = 300;

/**
 * The form's state to price, settled for 300 ms after the last edit. Watching through a subscription
 * keeps typing from re-rendering the editor; only a changed payload does.
 */
export function usePricePayload(form: UseFormReturn<EditorValues>): string | null {
  const [payload, setPayload] = useState(() => priceableJson(form.getValues()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setPayload(priceableJson(form.getValues())), DEBOUNCE_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form]);
  return payload;
}
