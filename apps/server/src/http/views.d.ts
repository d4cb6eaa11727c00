/** Zod shapes of what the API answers, for the OpenAPI document and the response serializer. */
import { z } from 'zod';
export declare const errorView: z.ZodObject<{
    error: z.ZodString;
    field: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export declare const employeeView: z.ZodObject<{
    id: z.ZodNumber;
    email: z.ZodString;
    first_name: z.ZodString;
    last_name: z.ZodString;
    middle_name: z.ZodString;
    phone_number: z.ZodString;
    is_active: z.ZodBoolean;
    created_at: z.ZodString;
}, z.core.$strip>;
export declare const companyShortView: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    object_type: z.ZodString;
    is_chosen: z.ZodBoolean;
}, z.core.$strip>;
export declare const okView: z.ZodObject<{
    ok: z.ZodLiteral<true>;
}, z.core.$strip>;
export declare const pageOf: <T extends z.ZodType>(item: T) => z.ZodObject<{
    count: z.ZodNumber;
    results: z.ZodArray<T>;
}, z.core.$strip>;
/** Standard error answers a route may give, so the OpenAPI document lists them. */
export declare const errorResponses: {
    readonly 400: z.ZodObject<{
        error: z.ZodString;
        field: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
    readonly 401: z.ZodObject<{
        error: z.ZodString;
        field: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
    readonly 403: z.ZodObject<{
        error: z.ZodString;
        field: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
    readonly 404: z.ZodObject<{
        error: z.ZodString;
        field: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
    readonly 409: z.ZodObject<{
        error: z.ZodString;
        field: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>;
};
export declare const idParams: z.ZodObject<{
    id: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
