/** `/api/v2/booking/{id}/` plus an optional action ('price', 'book', 'tasks', …). */
export function bookingPath(id: number, action?: string): string {
  return action ? `/api/v2/booking/${id}/${action}/` : `/api/v2/booking/${id}/`;
}
