CREATE TABLE "hourly_contracts" (
	"project_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"client_id" text NOT NULL,
	"rate_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"weekly_limit_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "hourly_timers" (
	"project_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);

CREATE TABLE "hourly_weeks" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"week_start" text NOT NULL,
	"status" text NOT NULL,
	"billed_minutes" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_id" text,
	"reviewed_at" timestamp with time zone NOT NULL
);

CREATE TABLE "time_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"week_start" text NOT NULL,
	"date" text NOT NULL,
	"minutes" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"issue_id" text,
	"source" text NOT NULL,
	"dispute_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "proposal_revisions" ADD COLUMN "hourly" jsonb;
ALTER TABLE "proposals" ADD COLUMN "hourly" jsonb;
ALTER TABLE "proposals" ADD COLUMN "weekly_limit_hours" integer;
CREATE UNIQUE INDEX "hourly_weeks_project_week" ON "hourly_weeks" USING btree ("project_id","week_start");