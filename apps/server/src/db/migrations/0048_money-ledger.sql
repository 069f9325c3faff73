CREATE TABLE "ledger_balances" (
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"held_cents" bigint DEFAULT 0 NOT NULL,
	"released_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	"invoiced_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balances_subject_subject_id_pk" PRIMARY KEY("subject","subject_id"),
	CONSTRAINT "ledger_balances_leaves_once" CHECK ("ledger_balances"."released_cents" + "ledger_balances"."refunded_cents" <= "ledger_balances"."held_cents"),
	CONSTRAINT "ledger_balances_paid_once" CHECK ("ledger_balances"."paid_cents" <= "ledger_balances"."invoiced_cents")
);

CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"from_account" text NOT NULL,
	"to_account" text NOT NULL,
	"cause_kind" text NOT NULL,
	"cause_id" text NOT NULL,
	"payment_id" text,
	"dispute_id" text,
	"gateway_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('held', 'released', 'refunded', 'fee', 'invoiced', 'paid', 'charged')),
	CONSTRAINT "ledger_entries_subject" CHECK ("ledger_entries"."subject" in ('milestone', 'hourly_week')),
	CONSTRAINT "ledger_entries_positive" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_two_accounts" CHECK ("ledger_entries"."from_account" <> "ledger_entries"."to_account")
);

CREATE TABLE "sandbox_gateway_records" (
	"ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE UNIQUE INDEX "ledger_entries_once_per_subject" ON "ledger_entries" USING btree ("subject","subject_id","kind") WHERE "ledger_entries"."kind" in ('held', 'released', 'refunded', 'invoiced', 'paid');
CREATE UNIQUE INDEX "ledger_entries_charged_once" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."kind" = 'charged';
CREATE UNIQUE INDEX "ledger_entries_dispute_once" ON "ledger_entries" USING btree ("dispute_id","kind") WHERE "ledger_entries"."dispute_id" is not null;
CREATE INDEX "ledger_entries_project" ON "ledger_entries" USING btree ("project_id");
CREATE INDEX "ledger_entries_to_account" ON "ledger_entries" USING btree ("to_account");
-- LEDGER-BALANCES (decision 2000): each entry moves its subject's balances in the inserting
-- transaction; the balances' checks then refuse a second release, a refund beyond what was held,
-- an invoice paid twice, whatever code (or hand-written SQL) inserts it.
CREATE FUNCTION "ledger_entries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row of zeros first, then the movement added: a check sees the balances the movement makes.
  INSERT INTO "ledger_balances" ("subject", "subject_id") VALUES (NEW."subject", NEW."subject_id")
  ON CONFLICT ("subject", "subject_id") DO NOTHING;
  UPDATE "ledger_balances" SET
    "held_cents" = "held_cents" + CASE WHEN NEW."kind" = 'held' THEN NEW."amount_cents" ELSE 0 END,
    "released_cents" = "released_cents" + CASE WHEN NEW."kind" = 'released' THEN NEW."amount_cents" ELSE 0 END,
    "refunded_cents" = "refunded_cents" + CASE WHEN NEW."kind" = 'refunded' THEN NEW."amount_cents" ELSE 0 END,
    "invoiced_cents" = "invoiced_cents" + CASE WHEN NEW."kind" = 'invoiced' THEN NEW."amount_cents" ELSE 0 END,
    "paid_cents" = "paid_cents" + CASE WHEN NEW."kind" = 'paid' THEN NEW."amount_cents" ELSE 0 END
  WHERE "subject" = NEW."subject" AND "subject_id" = NEW."subject_id";
  RETURN NEW;
END;
$$;
CREATE TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_apply"();
-- The ledger takes inserts only: a movement is corrected by another movement, never edited.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END;
$$;
CREATE TRIGGER "ledger_entries_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();

-- The money that moved before the ledger, written as the ledger would have: card charges, funded
-- milestones held, dispute refunds, released milestones, billed weeks and their payments.
INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "gateway_ref", "created_at")
SELECT gen_random_uuid()::text, CASE WHEN w."id" IS NULL THEN 'milestone' ELSE 'hourly_week' END, p."milestone_id", p."project_id",
  'charged', p."amount_cents", p."currency", 'card:' || p."payer_id", 'payer:' || p."payer_id", 'payment', p."id", p."id",
  CASE WHEN p."auto_charge" IS NULL THEN p."checkout_session_id" END, coalesce(p."paid_at", p."created_at")
FROM "payments" p LEFT JOIN "hourly_weeks" w ON w."id" = p."milestone_id"
WHERE p."status" = 'PAID' AND p."method" = 3 AND p."amount_cents" > 0;

INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "created_at")
SELECT gen_random_uuid()::text, 'milestone', m."id", m."project_id", 'held', m."amount_cents", m."currency",
  'payer:' || p."payer_id", 'escrow', 'payment', p."id", p."id", coalesce(m."funded_at", p."created_at")
FROM "milestones" m
JOIN LATERAL (
  SELECT * FROM "payments" f WHERE f."milestone_id" = m."id" AND (f."status" = 'PAID' OR f."method" <> 3)
  ORDER BY f."created_at" DESC LIMIT 1
) p ON true
WHERE m."status" <> 'PENDING' AND m."amount_cents" > 0;

INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "dispute_id", "gateway_ref", "created_at")
SELECT gen_random_uuid()::text, 'milestone', p."milestone_id", p."project_id", 'refunded', p."refunded_cents", p."currency",
  'escrow', CASE WHEN p."refund_id" IS NULL THEN 'payer:' ELSE 'card:' END || p."payer_id", 'dispute', d."id", p."id", d."id", p."refund_id",
  coalesce(d."resolved_at", p."created_at")
FROM "payments" p JOIN "disputes" d ON d."payment_id" = p."id" AND d."subject" = 'milestone'
WHERE p."refunded_cents" > 0
  AND EXISTS (SELECT 1 FROM "ledger_entries" h WHERE h."subject" = 'milestone' AND h."subject_id" = p."milestone_id" AND h."kind" = 'held');

INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "dispute_id", "created_at")
SELECT gen_random_uuid()::text, 'milestone', m."id", m."project_id", 'released', b."held_cents" - b."refunded_cents", m."currency",
  'escrow', 'provider:' || h."to_payee", CASE WHEN d."id" IS NULL THEN 'release' ELSE 'dispute' END, coalesce(d."id", h."payment_id"),
  h."payment_id", d."id", coalesce(m."paid_at", now())
FROM "milestones" m
JOIN "ledger_balances" b ON b."subject" = 'milestone' AND b."subject_id" = m."id"
JOIN LATERAL (
  SELECT e."payment_id", p."payee_id" AS "to_payee" FROM "ledger_entries" e JOIN "payments" p ON p."id" = e."payment_id"
  WHERE e."subject" = 'milestone' AND e."subject_id" = m."id" AND e."kind" = 'held'
) h ON true
LEFT JOIN "disputes" d ON d."milestone_id" = m."id" AND d."status" IN ('SETTLED', 'DECIDED')
WHERE m."status" = 'PAID' AND b."held_cents" - b."refunded_cents" > 0;

INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "dispute_id", "created_at")
SELECT gen_random_uuid()::text, 'hourly_week', w."id", w."project_id", 'invoiced', p."amount_cents", p."currency",
  'payer:' || p."payer_id", 'receivable', CASE WHEN d."id" IS NULL THEN 'payment' ELSE 'dispute' END, coalesce(d."id", p."id"), p."id", d."id", p."created_at"
FROM "hourly_weeks" w JOIN "payments" p ON p."id" = w."payment_id"
LEFT JOIN "disputes" d ON d."milestone_id" = w."id" AND d."status" IN ('SETTLED', 'DECIDED')
WHERE p."amount_cents" > 0;

INSERT INTO "ledger_entries" ("id", "subject", "subject_id", "project_id", "kind", "amount_cents", "currency", "from_account", "to_account", "cause_kind", "cause_id", "payment_id", "created_at")
SELECT gen_random_uuid()::text, 'hourly_week', w."id", w."project_id", 'paid', p."amount_cents", p."currency",
  'receivable', 'provider:' || p."payee_id", 'payment', p."id", p."id", coalesce(p."paid_at", p."created_at")
FROM "hourly_weeks" w JOIN "payments" p ON p."id" = w."payment_id"
WHERE p."status" = 'PAID' AND p."amount_cents" > 0;
