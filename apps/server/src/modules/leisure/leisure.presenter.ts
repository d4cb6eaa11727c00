/**
 * Leisure orders as the API answers them (domain leisureOrderView). `orderViews` is the one shape, pure:
 * the reads fetch the orders' details in a few queries whatever their number (presentOrders), a new
 * sale passes what it has just written.
 */
import { type LeisureOrderStatus, type LeisureOrderView, leisureOrderDuty } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { type OrderDetails, type OrderRow, leisureRepository as repo } from './leisure.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function presentOrders(
  db: Db,
  companyId: number,
  orders: OrderRow[],
): Promise<LeisureOrderView[]> {
  const details = await repo.detailsOf(db, companyId, orders);
  const employeeIds = [...new Set(orders.flatMap((o) => (o.createdBy ? [o.createdBy] : [])))];
  const creators = new Map((await repo.creators(db, employeeIds)).map((e) => [e.id, e.name]));
  return orderViews(orders, details, creators);
}

export function orderViews(
  orders: OrderRow[],
  { items, pays, people, cats }: OrderDetails,
  creators: Map<number, string>,
): LeisureOrderView[] {
  const clientOf = new Map(people.map((c) => [c.id, c]));
  const categoryName = new Map(cats.map((c) => [c.id, c.name]));
  return orders.map((o) => {
    const c = o.clientId ? clientOf.get(o.clientId) : undefined;
    return {
      id: o.id,
      category: o.categoryId,
      category_name: categoryName.get(o.categoryId) ?? '',
      check_in: o.day,
      status: o.status as LeisureOrderStatus,
      client: c
        ? {
            id: c.id,
            first_name: c.first_name,
            last_name: c.last_name,
            middle_name: c.middle_name,
            phone_number: c.phone_number,
            email: c.email,
            document_number: c.document_number,
            gender: c.gender ?? null,
            comment: c.comment,
          }
        : null,
      comment: o.comment,
      quantity: o.quantity,
      amount: o.amount,
      paid: o.paidAmount,
      duty: leisureOrderDuty(o.status as LeisureOrderStatus, o.amount, o.paidAmount),
      cancel_reason: o.cancelReason,
      created_at: seconds(o.createdAt),
      created_by_name: (o.createdBy && creators.get(o.createdBy)) || '',
      items: items
        .filter((i) => i.item.orderId === o.id)
        .map(({ item, tariff }) => ({
          id: item.id,
          tariff: item.tariffId,
          tariff_name: tariff.enum,
          start_time: tariff.startTime,
          end_time: tariff.endTime,
          price_id: item.priceId,
          name: item.name,
          price: item.price,
          quantity: item.quantity,
          amount: item.amount,
        })),
      payment_list: pays
        .filter((p) => p.payment.leisureOrderId === o.id)
        .map(({ payment, method, by }) => ({
          id: payment.id,
          order: o.id,
          value: payment.value,
          payment_type: payment.paymentType,
          payment_method: payment.paymentMethodId,
          payment_method_name: method ?? '',
          comment: payment.comment,
          created_at: seconds(payment.createdAt),
          created_by_name: by,
        })),
    };
  });
}
