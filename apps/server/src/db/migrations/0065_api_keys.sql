-- API keys for partners (issue 34, part 3; docs/integrations.md). A company's owner makes a key with a
-- name, the permissions it carries (the roles' names; never more than its creator holds, checked by the
-- use case, and again on every request against the creator's role now), and an expiry. Only the
-- SHA-256 of its token is kept: the token is shown once, at its creation. A key is revoked, never
-- deleted, so the journal keeps naming it. Every request with a key reads its row, so a revocation or an
-- expiry holds on every instance for the very next request.
CREATE TABLE "api_keys" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "name" text NOT NULL CONSTRAINT "api_keys_name" CHECK (length(btrim("name")) BETWEEN 1 AND 100),
  -- The token's first characters, shown in the list to tell keys apart.
  "prefix" text NOT NULL,
  -- SHA-256 of the token, hex.
  "token_hash" text NOT NULL CONSTRAINT "api_keys_token_hash" CHECK ("token_hash" ~ '^[0-9a-f]{64}$'),
  "permissions" text[] NOT NULL CONSTRAINT "api_keys_permissions" CHECK (cardinality("permissions") >= 1),
  "expires_at" timestamp with time zone NOT NULL,
  "created_by" integer NOT NULL REFERENCES "employees"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "revoked_at" timestamp with time zone,
  "revoked_by" integer REFERENCES "employees"("id") ON DELETE set null,
  -- Written at most once a minute per instance (the request's cheap bookkeeping; not journaled).
  "last_used_at" timestamp with time zone,
  CONSTRAINT "api_keys_expiry" CHECK ("expires_at" > "created_at")
);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_unique" ON "api_keys" ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company" ON "api_keys" ("company_id", "id");--> statement-breakpoint
-- A revoked key stays revoked: nothing brings it back, and its token is never changed.
CREATE FUNCTION "api_keys_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."revoked_at" IS NOT NULL AND NEW."revoked_at" IS DISTINCT FROM OLD."revoked_at" THEN
    RAISE EXCEPTION 'Отозванный API-ключ нельзя вернуть' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW."token_hash" <> OLD."token_hash" OR NEW."company_id" <> OLD."company_id"
     OR NEW."permissions" <> OLD."permissions" OR NEW."created_by" <> OLD."created_by" THEN
    RAISE EXCEPTION 'API-ключ не меняется: создайте новый' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "api_keys_keep" BEFORE UPDATE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "api_keys_keep"();--> statement-breakpoint
SELECT "audit_attach"('api_keys', 'api_key',
  '{"company": "company_id", "key": "id", "skip": ["token_hash", "last_used_at", "revoked_by"], "data": {"name": "name", "prefix": "prefix"}}');--> statement-breakpoint

-- The key a transaction acts as (app.api_key_id, set by every write of a request made with a key), or
-- null. The journal's rows take it as a default, so every trigger that records names the key without
-- being rewritten.
CREATE FUNCTION "audit_api_key"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN a ~ '^[1-9][0-9]{0,9}$' AND a::bigint <= 2147483647 THEN a::integer END
  FROM (SELECT current_setting('app.api_key_id', true) AS a) s
$$;--> statement-breakpoint
-- No foreign key: the journal outlives what it names (as with companies, migration 0046).
ALTER TABLE "audit_log" ADD COLUMN "api_key_id" integer DEFAULT "audit_api_key"();
