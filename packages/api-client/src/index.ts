/**
 * The PMS API's typed client: `paths`, `components` and `operations` generated from the published
 * OpenAPI document (docs/openapi.json, `npm run api:generate`), and openapi-fetch's calls over them, so
 * that a path, a body, a query or an answer that the document does not have is a type error.
 *
 *   const api = createApiClient({ baseUrl: 'https://pms.example', headers: { Authorization: `Bearer ${token}` } });
 *   const { data, error } = await api.GET('/api/v2/booking/{id}/', { params: { path: { id: 12 } } });
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './openapi.gen.ts';

export type { components, operations, paths } from './openapi.gen.ts';

export const createApiClient = (options: ClientOptions = {}) => createClient<paths>(options);
export type ApiClient = ReturnType<typeof createApiClient>;
