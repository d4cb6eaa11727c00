/**
 * Typed environment. Every variable the server reads is declared here with its meaning; start-up fails
 * fast with a clear message when one is wrong.
 */
import { z } from 'zod';
declare const envSchema: z.ZodObject<{
    NODE_ENV: z.ZodDefault<z.ZodEnum<{
        development: "development";
        test: "test";
        production: "production";
    }>>;
    PORT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    HOST: z.ZodDefault<z.ZodString>;
    DATABASE_URL: z.ZodOptional<z.ZodString>;
    DATA_DIR: z.ZodDefault<z.ZodString>;
    ADMIN_EMAIL: z.ZodOptional<z.ZodString>;
    ADMIN_PASSWORD: z.ZodOptional<z.ZodString>;
    SEED_DEMO: z.ZodOptional<z.ZodPipe<z.ZodEnum<{
        0: "0";
        1: "1";
        true: "true";
        false: "false";
    }>, z.ZodTransform<boolean, "0" | "1" | "true" | "false">>>;
    SMTP_URL: z.ZodOptional<z.ZodString>;
    SESSION_TTL_HOURS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LOGIN_RATE_LIMIT: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    WEB_DIST: z.ZodOptional<z.ZodString>;
    SWEEP_INTERVAL_SECONDS: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    DRAFT_TTL_MINUTES: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    LOG_LEVEL: z.ZodDefault<z.ZodEnum<{
        error: "error";
        fatal: "fatal";
        warn: "warn";
        info: "info";
        debug: "debug";
        trace: "trace";
        silent: "silent";
    }>>;
}, z.core.$strip>;
export type Config = z.infer<typeof envSchema> & {
    seedDemo: boolean;
};
export declare function loadConfig(env?: NodeJS.ProcessEnv): Config;
export {};
