import type { PriceResult } from '@pms/domain';
import { createContext, useContext } from 'react';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';

/** What every step reads besides the form: the saved booking, the property and the live price. */
export interface EditorContextValue {
  detail: BookingDetail;
  company: CompanyInfoResponse;
  /** The last price the server gave for the form's state (the saved price until then). */
  price: PriceResult | null;
  /** The server's refusal of the current state ('Не достаточно мест!'), if the last price failed. */
  priceError: string | null;
  pricing: boolean;
  /** A draft never saved (status new): meals wait for the first save. */
  isDraft: boolean;
  /** Cancelled or expired: shown, not edited. */
  readOnly: boolean;
  /** The chosen category's places and extra beds. */
  places: { placeNumber: number; additionalPlace: number };
  goToStep: (step: number) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext outside the booking editor');
  return value;
}
