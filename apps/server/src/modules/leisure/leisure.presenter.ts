/** Leisure orders as the API answers them (domain leisureOrderView), batch: one page of orders, a few queries. */
import { type LeisureOrderStatus, type LeisureOrderView, leisureOrderDuty } from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { type OrderRow, leisureRepository as repo } from './leisure.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export async function presentOrders(
  db: Db,
  companyId: number,
  orders: OrderRow[],
): Promise<LeisureOrderView[]> {
  const { items, pays, people, cats } = await repo.detailsOf(db, companyId, orders);
  const creators = new Map(
    (await repo.creators(db, [...new Set(orders.flatMap((o) => (o.createdBy ? [o.createdBy] : [])))])).map(
      (e) => [e.id, e.name],
    ),
  );
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
            first_name: c.firstName,
            last_name: c.lastName,
            middle_name: c.middleName,
            phone_number: c.phoneNumber,
            email: c.email,
            document_number: c.documentNumber,
            gender: c.gender,
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
