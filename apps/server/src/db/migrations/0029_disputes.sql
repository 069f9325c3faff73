CREATE TABLE "disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"milestone_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"client_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"statement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"proposed_outcome" text,
	"proposed_provider_cents" bigint,
	"proposed_by" text,
	"proposed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"outcome" text,
	"provider_cents" bigint,
	"client_cents" bigint,
	"decision_reason" text,
	"decided_by" text,
	"refund_id" text,
	"resolved_at" timestamp with time zone
);

CREATE TABLE "operator_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "payments" ADD COLUMN "dispute_outcome" text;
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;
ALTER TABLE "payments" ADD COLUMN "refund_id" text;
CREATE UNIQUE INDEX "disputes_milestone" ON "disputes" USING btree ("milestone_id");
-- AUDIT-APPEND-ONLY (decision 1501): the audit log takes inserts only, whatever code runs.
CREATE FUNCTION "operator_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only';
END;
$$;
CREATE TRIGGER "operator_actions_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "operator_actions"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_actions_append_only"();
