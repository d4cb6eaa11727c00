import type { FastifyInstance } from 'fastify';
export declare class AppError extends Error {
    readonly status: number;
    readonly field?: string | undefined;
    constructor(status: number, message: string, field?: string | undefined);
}
export declare const badRequest: (message: string, field?: string) => AppError;
export declare const notFound: (message?: string) => AppError;
export declare const conflict: (message: string, field?: string) => AppError;
export interface ErrorBody {
    error: string;
    field?: string;
}
/** PostgreSQL SQLSTATE of a unique violation, a foreign-key violation and an exclusion violation. */
export declare const PG_UNIQUE = "23505";
export declare const PG_FOREIGN_KEY = "23503";
export declare const PG_EXCLUSION = "23P01";
/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`). */
export declare function pgCode(err: unknown): string | undefined;
export declare function registerErrorHandler(app: FastifyInstance): void;
/** The constraint a database error names (e.g. a unique index), looking through Drizzle's wrapper. */
export declare function pgConstraint(err: unknown): string | undefined;
/**
 * Runs a write and turns a unique violation of one of `byConstraint`'s indexes into a 400 on its field:
 * the database, not a prior SELECT, decides when two clerks race to the same name.
 */
export declare function uniqueAs<T>(write: () => Promise<T>, byConstraint: Record<string, {
    message: string;
    field: string;
}>): Promise<T>;
