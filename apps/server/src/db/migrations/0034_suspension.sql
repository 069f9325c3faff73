ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;
ALTER TABLE "users" ADD COLUMN "suspension_reason" text DEFAULT '' NOT NULL;