import type { CompanyRow } from './companies.repository.ts';
export declare function presentCompany(c: CompanyRow): {
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
};
/** The property's settings the booking screens read (required client fields, standard times). */
export declare function presentCompanyInfo(c: CompanyRow): {
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
};
