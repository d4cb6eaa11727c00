import { type LoginInput } from '@pms/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authRepository, type EmployeeRow } from './auth.repository.ts';
export declare const DEFAULT_ADMIN: {
    readonly email: "admin@example.com";
    readonly password: "admin12345";
};
export interface AuthContext {
    employee: EmployeeRow;
    sessionHash: string;
    companies: Awaited<ReturnType<typeof authRepository.memberships>>;
}
export declare function login(db: Db, config: Config, input: LoginInput): Promise<{
    token: string;
    expiresAt: Date;
    user: {
        id: number;
        email: string;
        first_name: string;
        last_name: string;
        middle_name: string;
        phone_number: string;
        is_active: boolean;
        created_at: string;
    };
    companies: {
        id: number;
        name: string;
        object_type: string;
        is_chosen: boolean;
    }[];
    company_id: number | null;
}>;
export declare function logout(db: Db, sessionHash: string): Promise<void>;
/** The session behind a token, or null when it is unknown, expired or its employee is inactive. */
export declare function authenticate(db: Db, token: string): Promise<AuthContext | null>;
/**
 * The company a request acts on: the X-Company-Id header when given (it must be one of the employee's),
 * else the first chosen company. Null when the employee belongs to none.
 */
export declare function resolveCompany(auth: AuthContext, header: string | undefined): number | null;
/**
 * An empty database gets its first administrator (from ADMIN_EMAIL/ADMIN_PASSWORD, else the development
 * default) and a first company for them to work in. Returns what was created, for the start-up banner.
 */
export declare function bootstrapAdmin(db: Db, config: Config): Promise<{
    employeeId: number;
    companyId: number;
    email: string;
    password: string | null;
} | null>;
