import type { Db } from '../../db/client.ts';
export type HoldOwner = {
    bookingId: number;
} | {
    repairId: number;
} | {
    blockId: number;
};
export declare const holdsRepository: {
    /** The units a hold on the room (or on one of its beds) takes: a bed's unit, or every unit of the room. */
    unitsFor(db: Db, roomId: number, bedId: number | null | undefined): Promise<number[]>;
    insert(db: Db, companyId: number, unitIds: number[], from: number, to: number, owner: HoldOwner): Promise<void>;
    deleteOfBooking: (db: Db, bookingId: number) => Omit<import("drizzle-orm/pg-core").PgDeleteBase<import("drizzle-orm/pg-core").PgTableWithColumns<{
        name: "holds";
        schema: undefined;
        columns: {
            id: import("drizzle-orm/pg-core").PgColumn<{
                name: "id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgBigInt53";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: true;
                isPrimaryKey: true;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: "always";
                generated: undefined;
            }, {}, {}>;
            companyId: import("drizzle-orm/pg-core").PgColumn<{
                name: "company_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            unitId: import("drizzle-orm/pg-core").PgColumn<{
                name: "unit_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            period: import("drizzle-orm/pg-core").PgColumn<{
                name: "period";
                tableName: "holds";
                dataType: "custom";
                columnType: "PgCustomColumn";
                data: string;
                driverParam: unknown;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {
                pgColumnBuilderBrand: "PgCustomColumnBuilderBrand";
            }>;
            bookingId: import("drizzle-orm/pg-core").PgColumn<{
                name: "booking_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            repairId: import("drizzle-orm/pg-core").PgColumn<{
                name: "repair_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            blockId: import("drizzle-orm/pg-core").PgColumn<{
                name: "block_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
        };
        dialect: "pg";
    }>, import("drizzle-orm/pg-core").PgQueryResultHKT, undefined, undefined, false, "where">, "where">;
    deleteOfBlock: (db: Db, blockId: number) => Omit<import("drizzle-orm/pg-core").PgDeleteBase<import("drizzle-orm/pg-core").PgTableWithColumns<{
        name: "holds";
        schema: undefined;
        columns: {
            id: import("drizzle-orm/pg-core").PgColumn<{
                name: "id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgBigInt53";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: true;
                isPrimaryKey: true;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: "always";
                generated: undefined;
            }, {}, {}>;
            companyId: import("drizzle-orm/pg-core").PgColumn<{
                name: "company_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            unitId: import("drizzle-orm/pg-core").PgColumn<{
                name: "unit_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            period: import("drizzle-orm/pg-core").PgColumn<{
                name: "period";
                tableName: "holds";
                dataType: "custom";
                columnType: "PgCustomColumn";
                data: string;
                driverParam: unknown;
                notNull: true;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {
                pgColumnBuilderBrand: "PgCustomColumnBuilderBrand";
            }>;
            bookingId: import("drizzle-orm/pg-core").PgColumn<{
                name: "booking_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            repairId: import("drizzle-orm/pg-core").PgColumn<{
                name: "repair_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
            blockId: import("drizzle-orm/pg-core").PgColumn<{
                name: "block_id";
                tableName: "holds";
                dataType: "number";
                columnType: "PgInteger";
                data: number;
                driverParam: string | number;
                notNull: false;
                hasDefault: false;
                isPrimaryKey: false;
                isAutoincrement: false;
                hasRuntimeDefault: false;
                enumValues: undefined;
                baseColumn: never;
                identity: undefined;
                generated: undefined;
            }, {}, {}>;
        };
        dialect: "pg";
    }>, import("drizzle-orm/pg-core").PgQueryResultHKT, undefined, undefined, false, "where">, "where">;
    /**
     * What holds any of `unitIds` during [from, to): the first booking, repair or block found, with what a
     * receptionist needs to recognise it.
     */
    findHolder(db: Db, unitIds: number[], from: number, to: number): Promise<{
        kind: "booking";
        id: number;
        status: string;
        client: string;
        from: number;
        to: number;
        channel?: undefined;
    } | {
        kind: "block";
        id: number;
        channel: string;
        from: number;
        to: number;
        status?: undefined;
        client?: undefined;
    } | {
        kind: "repair";
        id: number;
        from: number;
        to: number;
        status?: undefined;
        client?: undefined;
        channel?: undefined;
    } | undefined>;
    roomName: (db: Db, roomId: number) => Promise<string>;
};
