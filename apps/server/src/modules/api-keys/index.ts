/** The API keys area's public surface (issue 34): how the app authenticates a request's key. */
export { authenticateKey } from './api-keys.service.ts';
