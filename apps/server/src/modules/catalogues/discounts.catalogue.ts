/** 'Скидки' (specification 7.6): a percent or a fixed sum in tenge, with an optional promo code. */
import { type DiscountKind, discountSchema, discountView } from '@pms/domain';
import { bookingDiscounts, discounts } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedByBooking } from '../../http/catalogue/in-use.ts';

export const discountsCatalogue = catalogueRoutes({
  path: '/api/v2/service-discount/discounts/',
  noun: ['discount', 'discounts'],
  tag: 'discounts',
  table: discounts,
  input: discountSchema,
  view: discountView,
  columns: (d) => ({
    name: d.name,
    discountKind: d.discount_kind,
    value: d.value,
    promoCode: d.promo_code,
    isActive: d.is_active,
  }),
  present: async (_db, _companyId, rows) =>
    rows.map((d) => ({
      id: d.id,
      name: d.name,
      discount_kind: d.discountKind as DiscountKind,
      value: d.value,
      promo_code: d.promoCode,
      is_active: d.isActive,
    })),
  search: discounts.searchText,
  inUse: [usedByBooking(bookingDiscounts, bookingDiscounts.discountId, bookingDiscounts.bookingId)],
});
