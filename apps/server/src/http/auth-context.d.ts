import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { type AuthContext } from '../modules/auth/auth.service.ts';
export declare const SESSION_COOKIE = "session";
declare module 'fastify' {
    interface FastifyRequest {
        auth: AuthContext | null;
        /** The request's company; always set on routes that are not companyOptional. */
        companyId: number;
    }
    interface FastifyContextConfig {
        public?: boolean;
        companyOptional?: boolean;
    }
}
/** The session token of a request: the bearer token first, else the session cookie. */
export declare function requestToken(request: FastifyRequest): string | undefined;
export declare function registerAuthContext(app: FastifyInstance, db: Db): void;
/** The authenticated employee of a non-public route. */
export declare function currentAuth(request: FastifyRequest): AuthContext;
