/** `/api/v2/booking/group/{parent}/` plus an optional action ('price', 'status'). */
export function groupPath(parent: number, action?: string): string {
  return action ? `/api/v2/booking/group/${parent}/${action}/` : `/api/v2/booking/group/${parent}/`;
}
