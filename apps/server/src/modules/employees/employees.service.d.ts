import { type changePasswordSchema, type EmployeeCreateInput, type employeeUpdateSchema, type PageQuery, type profileEditSchema } from '@pms/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../auth/auth.service.ts';
export declare function listEmployees(db: Db, companyId: number, q: PageQuery): Promise<{
    count: number;
    results: {
        id: number;
        email: string;
        first_name: string;
        last_name: string;
        middle_name: string;
        phone_number: string;
        is_active: boolean;
        created_at: string;
    }[];
}>;
export declare function getEmployee(db: Db, companyId: number, id: number): Promise<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
}>;
export declare function createEmployee(db: Db, companyId: number, input: EmployeeCreateInput): Promise<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
}>;
export declare function updateEmployee(db: Db, auth: AuthContext, companyId: number, id: number, patch: z.infer<typeof employeeUpdateSchema>): Promise<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
}>;
/**
 * Removing an employee takes them out of this company; one who then belongs to no company is deleted,
 * which ends their sessions.
 */
export declare function deleteEmployee(db: Db, auth: AuthContext, companyId: number, id: number): Promise<void>;
export declare const listResponsibles: (db: Db, companyId: number) => Omit<import("drizzle-orm/pg-core").PgSelectBase<"employees", {
    id: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "employees";
        dataType: "number";
        columnType: "PgSerial";
        data: number;
        driverParam: number;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    first_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "first_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    last_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "last_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    middle_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "middle_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
}, "partial", Record<"employees", "not-null"> & {
    company_employees: "not-null";
}, false, "where" | "orderBy", {
    id: number;
    first_name: string;
    last_name: string;
    middle_name: string;
}[], {
    id: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "employees";
        dataType: "number";
        columnType: "PgSerial";
        data: number;
        driverParam: number;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    first_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "first_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    last_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "last_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    middle_name: import("drizzle-orm/pg-core").PgColumn<{
        name: "middle_name";
        tableName: "employees";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
}>, "where" | "orderBy">;
export declare function profile(auth: AuthContext, companyId: number): {
    companies: {
        id: number;
        name: string;
        object_type: string;
        is_chosen: boolean;
    }[];
    company_id: number | null;
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
};
export declare function editProfile(db: Db, auth: AuthContext, input: z.infer<typeof profileEditSchema>): Promise<{
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
}>;
export declare function changePassword(db: Db, auth: AuthContext, input: z.infer<typeof changePasswordSchema>): Promise<void>;
