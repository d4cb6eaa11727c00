/**
 * What the plans' totals depend on, out of the priceable payload (JSON): everything but who the guests
 * are, notes, tasks, the expiry and the plan chosen. Typing a guest's name or choosing a plan then keeps
 * the same JSON, so the totals are not asked for again; a change of dates, room or guests is.
 */
const notPriced = [
  'clients',
  'comment',
  'task_list',
  'source',
  'rate_plan',
  'restriction_reason',
  'room_reason',
  'has_expire',
  'expire_on_date',
  'expire_on_time',
] as const;

export function planStayJson(payload: string | null): string | null {
  if (payload === null) return null;
  const stay = JSON.parse(payload) as Record<string, unknown>;
  for (const key of notPriced) delete stay[key];
  return JSON.stringify(stay);
}
