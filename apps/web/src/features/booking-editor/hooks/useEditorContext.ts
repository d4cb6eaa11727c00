import type { GroupPriceResult, PriceResult } from '@pms/domain';
import { createContext, useContext } from 'react';
import type { Category, CompanyInfoResponse } from '../../../api/types.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import type { GroupDetail } from '../types/groupDetail.ts';

/** A single booking's price or a group's: the steps read what both have (total, services, discounts). */
export type EditorPrice = PriceResult | GroupPriceResult;

/** Group mode: the saved group, and the categories whose places its rooms take. */
export interface EditorGroup {
  view: GroupDetail;
  categories: readonly Category[];
  /**
   * Each room's version as this editor holds it (the parent's is the group's): loaded with the group and
   * moved on only by this editor's own saves and status steps, never by a reload, so a colleague's change
   * in between is refused (409) instead of overwritten.
   */
  versions: Map<number, number>;
}

/** What every step reads besides the form: the saved booking, the property and the live price. */
export interface EditorContextValue {
  /** The booking; in group mode, the group's parent, which carries the shared lists and payments. */
  detail: BookingDetail;
  company: CompanyInfoResponse;
  /** The last price the server gave for the form's state (the saved price until then). */
  price: EditorPrice | null;
  /** The server's refusal of the current state ('Не достаточно мест!'), if the last price failed. */
  priceError: string | null;
  pricing: boolean;
  /** A draft never saved (status new): meals wait for the first save. */
  isDraft: boolean;
  /** Cancelled or expired, or the role may not edit bookings (an accountant): shown, not edited. */
  readOnly: boolean;
  /** Payments and refunds may be entered: a live booking and a role with 'payments.create'. */
  mayPay: boolean;
  /** The chosen category's places and extra beds. */
  places: { placeNumber: number; additionalPlace: number };
  goToStep: (step: number) => void;
  /**
   * The version this editor holds (the group parent's in group mode), moved on only by its own saves and
   * steps: what a send names, so a colleague's change since is refused rather than acted on unseen.
   */
  heldVersion: () => number;
  /** Loads the booking (the group) again from the server: 'Обновить' after a colleague's change. */
  reload: () => void;
  /** Set in group mode (specification 2.6); null for a single booking. */
  group: EditorGroup | null;
  /** A single booking: 'Групповая бронь' switched on. */
  onGroupMode?: () => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditorContext outside the booking editor');
  return value;
}
