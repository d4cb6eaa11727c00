/** 'Услуги' (specification 7.6): what a booking can add once or per day. */
import { type ServiceType, serviceSchema, serviceView } from '@pms/domain';
import { bookingServices, services } from '../../db/schema.ts';
import { catalogueRoutes } from '../../http/catalogue/define-catalogue.ts';
import { usedByBooking } from '../../http/catalogue/in-use.ts';

export const servicesCatalogue = catalogueRoutes({
  path: '/api/v2/service-discount/services/',
  noun: ['service', 'services'],
  tag: 'services',
  table: services,
  input: serviceSchema,
  view: serviceView,
  columns: (s) => ({
    name: s.name,
    price: s.price,
    serviceType: s.service_type,
    isActive: s.is_active,
  }),
  present: async (_db, _companyId, rows) =>
    rows.map((s) => ({
      id: s.id,
      name: s.name,
      price: s.price,
      service_type: s.serviceType as ServiceType,
      is_active: s.isActive,
    })),
  search: services.searchText,
  // A booking keeps the service's name and price, but the link tells who sold what: deactivate instead.
  inUse: [usedByBooking(bookingServices, bookingServices.serviceId, bookingServices.bookingId)],
});
