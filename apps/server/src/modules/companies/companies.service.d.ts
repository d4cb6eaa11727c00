import { type CompanyInput, type companyInfoPatchSchema, type PageQuery } from '@pms/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../auth/auth.service.ts';
export declare function listCompanies(db: Db, auth: AuthContext, q: PageQuery): Promise<{
    count: number;
    results: {
        id: number;
        name: string;
        object_type: string;
        address: string;
        phone: string;
        email: string;
        timezone: string;
        check_in_time: string;
        check_out_time: string;
        booking_time: string;
        required_fields: {
            name: string;
        }[];
        created_at: string;
    }[];
}>;
export declare function getCompany(db: Db, auth: AuthContext, id: number): Promise<{
    id: number;
    name: string;
    object_type: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
    check_in_time: string;
    check_out_time: string;
    booking_time: string;
    required_fields: {
        name: string;
    }[];
    created_at: string;
}>;
/** A new property: its creator works in it and has it chosen. */
export declare function createCompany(db: Db, auth: AuthContext, input: CompanyInput): Promise<{
    id: number;
    name: string;
    object_type: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
    check_in_time: string;
    check_out_time: string;
    booking_time: string;
    required_fields: {
        name: string;
    }[];
    created_at: string;
}>;
export declare function updateCompany(db: Db, auth: AuthContext, id: number, input: CompanyInput): Promise<{
    id: number;
    name: string;
    object_type: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
    check_in_time: string;
    check_out_time: string;
    booking_time: string;
    required_fields: {
        name: string;
    }[];
    created_at: string;
}>;
export declare function deleteCompany(db: Db, auth: AuthContext, id: number): Promise<void>;
export declare const companyList: (db: Db, auth: AuthContext) => Omit<import("drizzle-orm/pg-core").PgSelectBase<"company_employees", {
    id: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "companies";
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
    name: import("drizzle-orm/pg-core").PgColumn<{
        name: "name";
        tableName: "companies";
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
    object_type: import("drizzle-orm/pg-core").PgColumn<{
        name: "object_type";
        tableName: "companies";
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
    is_chosen: import("drizzle-orm/pg-core").PgColumn<{
        name: "is_chosen";
        tableName: "company_employees";
        dataType: "boolean";
        columnType: "PgBoolean";
        data: boolean;
        driverParam: boolean;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
}, "partial", Record<"company_employees", "not-null"> & {
    companies: "not-null";
}, false, "where" | "orderBy", {
    id: number;
    name: string;
    object_type: string;
    is_chosen: boolean;
}[], {
    id: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "companies";
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
    name: import("drizzle-orm/pg-core").PgColumn<{
        name: "name";
        tableName: "companies";
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
    object_type: import("drizzle-orm/pg-core").PgColumn<{
        name: "object_type";
        tableName: "companies";
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
    is_chosen: import("drizzle-orm/pg-core").PgColumn<{
        name: "is_chosen";
        tableName: "company_employees";
        dataType: "boolean";
        columnType: "PgBoolean";
        data: boolean;
        driverParam: boolean;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
}>, "where" | "orderBy">;
export declare function chooseCompanies(db: Db, auth: AuthContext, ids: number[]): Promise<{
    id: number;
    name: string;
    object_type: string;
    is_chosen: boolean;
}[]>;
export declare function getCompanyInfo(db: Db, companyId: number): Promise<{
    id: number;
    name: string;
    object_type: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
    check_in_time: string;
    check_out_time: string;
    booking_time: string;
    required_fields: {
        name: string;
    }[];
}>;
export declare function patchCompanyInfo(db: Db, companyId: number, patch: z.infer<typeof companyInfoPatchSchema>): Promise<{
    id: number;
    name: string;
    object_type: string;
    address: string;
    phone: string;
    email: string;
    timezone: string;
    check_in_time: string;
    check_out_time: string;
    booking_time: string;
    required_fields: {
        name: string;
    }[];
}>;
