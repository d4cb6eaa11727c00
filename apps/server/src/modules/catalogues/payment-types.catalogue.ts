/** 'Типы оплат' (specification 7.7): how a guest pays. Payments need their type: deactivate, never delete. */
import { type PaymentMethodKind, paymentTypeSchema, paymentTypeView } from '@pms/domain';
import { payments, paymentTypes } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedByBooking } from '../../http/catalogue/in-use.ts';

export const paymentTypesCatalogue = catalogueRoutes({
  path: '/api/v2/companies/payment-types/',
  noun: ['payment type', 'payment types'],
  tag: 'payment-types',
  table: paymentTypes,
  input: paymentTypeSchema,
  view: paymentTypeView,
  columns: (p) => ({ name: p.name, kind: p.kind, isActive: p.is_active }),
  present: async (_db, _companyId, rows) =>
    rows.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind as PaymentMethodKind,
      is_active: p.isActive,
    })),
  search: paymentTypes.searchText,
  inUse: [
    usedByBooking(payments, payments.paymentMethodId, payments.bookingId, (number) =>
      number === null ? 'платёж по заказу' : `платёж по брони №${number}`,
    ),
  ],
});
