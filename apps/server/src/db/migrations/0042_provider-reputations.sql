CREATE TABLE "provider_reputations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"job_success" integer,
	"rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"refresh_at" timestamp with time zone
);

CREATE INDEX "provider_reputations_refresh_at" ON "provider_reputations" USING btree ("refresh_at");