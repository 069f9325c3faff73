CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_action" text,
	"resolved_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone
);

ALTER TABLE "requests" ADD COLUMN "hidden_at" timestamp with time zone;
ALTER TABLE "requests" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;
CREATE UNIQUE INDEX "reports_one_open" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'OPEN';
CREATE INDEX "reports_queue" ON "reports" USING btree ("status","created_at");