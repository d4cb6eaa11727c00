import { BookingEditor } from '../../booking-editor/components/BookingEditor.tsx';
import type { OpenedBooking } from '../types/reserveTarget.ts';

interface DraftDialogProps {
  booking: OpenedBooking | null;
  /** Not needed any more: the editor reads the property's zone itself. */
  timeZone?: string;
  onClose: () => void;
}

/**
 * Opens the booking editor for a bar's 'Открыть', the draft just reserved from an empty cell, or the
 * hourly reserve. Our own fresh draft is deleted when it is closed unsaved (specification section 4).
 */
export function DraftDialog({ booking, onClose }: DraftDialogProps) {
  return (
    <BookingEditor
      bookingId={booking?.id ?? null}
      discardOnClose={booking?.discardOnClose ?? false}
      onClose={onClose}
    />
  );
}
