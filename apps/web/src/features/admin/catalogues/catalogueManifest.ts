import {
  channelKinds,
  discountKinds,
  discountSchema,
  feedSchema,
  foodPriceTypes,
  foodTypes,
  paymentMethodKinds,
  paymentTypeSchema,
  salesChannelSchema,
  serviceSchema,
  serviceTypes,
  stripSchema,
} from '@pms/domain';
import { navOf } from './catalogueNav.ts';
import type { CatalogueDef } from './catalogueTypes.ts';
import { AddBlockButton } from './channels/AddBlockButton.tsx';
import { FoodPriceGrid } from './food/FoodPriceGrid.tsx';
import { foodTariffFormSchema, foodTariffGrids } from './food/foodTariffForm.ts';

/**
 * The sales catalogues of 'Администрирование' (specification 7.5–7.7), and the booking page's news and
 * banners. The router, the navbar, the list
 * page and its form all read this list, so another catalogue is one more entry here and its texts in ru.ts.
 */
export const catalogueManifest: readonly CatalogueDef[] = [
  {
    ...navOf('services'),
    path: '/api/v2/service-discount/services/',
    updateMethod: 'put',
    schema: serviceSchema,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'price', kind: 'money', required: true },
      { name: 'service_type', kind: 'enum', options: serviceTypes },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'name', kind: 'name' },
      { name: 'price', kind: 'money' },
      { name: 'service_type', kind: 'enum' },
      { name: 'is_active', kind: 'active' },
    ],
    lookup: 'services',
  },
  {
    ...navOf('discounts'),
    path: '/api/v2/service-discount/discounts/',
    updateMethod: 'put',
    schema: discountSchema,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'discount_kind', kind: 'enum', options: discountKinds },
      {
        name: 'value',
        kind: 'amount',
        percentWhen: { field: 'discount_kind', value: 'percent' },
        required: true,
      },
      { name: 'promo_code', kind: 'text' },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'name', kind: 'name' },
      { name: 'discount_kind', kind: 'enum' },
      { name: 'value', kind: 'amount', percentWhen: { field: 'discount_kind', value: 'percent' } },
      { name: 'promo_code', kind: 'text' },
      { name: 'is_active', kind: 'active' },
    ],
    lookup: 'discounts',
  },
  {
    ...navOf('paymentTypes'),
    path: '/api/v2/companies/payment-types/',
    updateMethod: 'put',
    schema: paymentTypeSchema,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'kind', kind: 'enum', options: paymentMethodKinds },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'name', kind: 'name' },
      { name: 'kind', kind: 'enum' },
      { name: 'is_active', kind: 'active' },
    ],
    lookup: 'paymentTypes',
  },
  {
    ...navOf('salesChannels'),
    path: '/api/v2/sales-channels/',
    // The API updates a channel with a partial body; the form still sends every field.
    updateMethod: 'patch',
    schema: salesChannelSchema,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'kind', kind: 'enum', options: channelKinds },
      { name: 'commission_percent', kind: 'percent', required: true },
      { name: 'contact_person', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'email', kind: 'email' },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'name', kind: 'name' },
      { name: 'kind', kind: 'enum' },
      { name: 'commission_percent', kind: 'percent' },
      { name: 'contact_person', kind: 'text' },
      { name: 'phone', kind: 'text' },
      { name: 'is_active', kind: 'active' },
    ],
    lookup: 'channels',
    PageActions: AddBlockButton,
    tableMinWidth: 760,
  },
  {
    ...navOf('foodTariffs'),
    path: '/api/v2/tariffs/foods/',
    updateMethod: 'put',
    schema: foodTariffFormSchema,
    fields: [
      { name: 'name', kind: 'text', required: true },
      { name: 'food_type', kind: 'enum', options: foodTypes },
      { name: 'price_type', kind: 'enum', options: foodPriceTypes },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'name', kind: 'name' },
      { name: 'food_type', kind: 'enum' },
      { name: 'price_type', kind: 'enum' },
      { name: 'prices', kind: 'priceRange', row: 'adult', header: 'adult' },
      { name: 'is_active', kind: 'active' },
    ],
    lookup: 'foods',
    extraValues: foodTariffGrids,
    FormExtra: FoodPriceGrid,
    // The grid has a column per month.
    formSize: '78rem',
  },
  {
    ...navOf('feed'),
    path: '/api/v2/companies/feed/',
    updateMethod: 'put',
    schema: feedSchema,
    nameField: 'title',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'published_at', kind: 'date', required: true },
      { name: 'text', kind: 'textarea' },
      { name: 'image', kind: 'image', imageKind: 'feed' },
      { name: 'published', kind: 'switch' },
    ],
    columns: [
      { name: 'image', kind: 'image' },
      { name: 'title', kind: 'name' },
      { name: 'published_at', kind: 'date' },
      { name: 'published', kind: 'active' },
    ],
  },
  {
    ...navOf('strip'),
    path: '/api/v2/companies/strip/',
    updateMethod: 'put',
    schema: stripSchema,
    nameField: 'caption',
    fields: [
      { name: 'caption', kind: 'text' },
      { name: 'position', kind: 'number' },
      { name: 'link', kind: 'text' },
      { name: 'image', kind: 'image', imageKind: 'strip', required: true },
      { name: 'is_active', kind: 'switch' },
    ],
    columns: [
      { name: 'image', kind: 'image' },
      { name: 'caption', kind: 'name' },
      { name: 'link', kind: 'text' },
      { name: 'position', kind: 'text' },
      { name: 'is_active', kind: 'active' },
    ],
  },
];
