import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '../../../ui/errorMessage.ts';
import type { EditorContextValue, EditorPrice } from './useEditorContext.ts';

/**
 * What the steps show of the live price: the last price the server gave (the saved one until then), the
 * server's refusal of the current state, and whether a newer price is on its way.
 */
export function useShownPrice<P extends EditorPrice>(
  live: UseQueryResult<P>,
  saved: P | null,
): Pick<EditorContextValue, 'price' | 'priceError' | 'pricing'> {
  const last = useRef(saved);
  if (live.data) last.current = live.data;
  return {
    price: last.current,
    priceError: live.isError ? errorMessage(live.error) : null,
    pricing: live.isFetching,
  };
}
