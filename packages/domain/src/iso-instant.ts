import { z } from 'zod';

/**
 * An instant as an ISO 8601 string in UTC. The API's instants are unix seconds (bookings, orders, payments,
 * the calendar, reports, the journal), except the bookkeeping times of accounts, companies, pictures,
 * mail and SFTP runs, which have been ISO strings from the start and stay so for the clients that read
 * them (docs/api.md, 'Instants'). The OpenAPI document marks each of them with this.
 */
export const isoInstant = z
  .string()
  .meta({ format: 'date-time', description: 'ISO 8601 in UTC (an exception to unix seconds)' });
