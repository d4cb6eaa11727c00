import type { employees } from '../../db/schema.ts';
type EmployeeRow = typeof employees.$inferSelect;
/** The public face of an employee: never the password hash. */
export declare function presentEmployee(e: EmployeeRow): {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    middle_name: string;
    phone_number: string;
    is_active: boolean;
    created_at: string;
};
export type EmployeeView = ReturnType<typeof presentEmployee>;
export {};
