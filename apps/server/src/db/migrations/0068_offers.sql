CREATE TABLE "offer_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"price_cents" bigint NOT NULL,
	"milestones" jsonb NOT NULL,
	"payment_plan" text NOT NULL,
	"hourly" jsonb,
	"start_date" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"decline_reason" text,
	"request_id" text,
	"proposal_id" text,
	"project_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "offer_messages_offer" ON "offer_messages" USING btree ("offer_id","created_at");
CREATE INDEX "offers_client" ON "offers" USING btree ("client_id","created_at");
CREATE INDEX "offers_provider" ON "offers" USING btree ("provider_id","created_at");
CREATE INDEX "offers_open_expiry" ON "offers" USING btree ("expires_at") WHERE "offers"."status" in ('SENT', 'CHANGES_REQUESTED');