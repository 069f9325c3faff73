CREATE TABLE "saved_search_matches" (
	"saved_search_id" text NOT NULL,
	"request_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_matches_saved_search_id_request_id_pk" PRIMARY KEY("saved_search_id","request_id")
);

CREATE TABLE "saved_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"filters" jsonb NOT NULL,
	"keyword_query" "tsquery",
	"category" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_type" text,
	"budget_min_cents" bigint,
	"budget_max_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "saved_searches_owner" ON "saved_searches" USING btree ("owner_id","created_at");
CREATE INDEX "saved_searches_jobs_match" ON "saved_searches" USING btree ("category","budget_type") WHERE "saved_searches"."target" = 'jobs';