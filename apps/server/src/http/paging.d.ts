import type { PageQuery } from '@pms/domain';
/** Offset and limit of the specification's page[number] / page[size] query. */
export declare function pageWindow(q: PageQuery): {
    offset: number;
    limit: number;
    search: string | undefined;
};
