/** Where a new booking or repair goes, as picked on the grid (a cell, a dragged range or hourly cells). */
export interface ReserveTarget {
  roomId: number;
  roomName: string;
  categoryId: number;
  bedId: number | null;
  bedName: string | null;
  /** YYYY-MM-DD of the first and last picked day. */
  fromDate: string;
  toDate: string;
}

/** A draft or booking the placeholder dialog shows. */
export interface OpenedBooking {
  id: number;
  status: string;
  roomName: string;
  bedName: string | null;
  checkIn: number;
  checkOut: number;
  /** Our own fresh draft: closing the dialog deletes it (specification section 4). */
  discardOnClose: boolean;
}
