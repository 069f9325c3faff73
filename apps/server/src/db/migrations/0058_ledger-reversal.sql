ALTER TABLE "ledger_balances" DROP CONSTRAINT "ledger_balances_leaves_once";
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind";
DROP INDEX "ledger_entries_once_per_subject";
ALTER TABLE "ledger_balances" ADD COLUMN "reversed_cents" bigint DEFAULT 0 NOT NULL;
CREATE UNIQUE INDEX "ledger_entries_once_per_subject" ON "ledger_entries" USING btree ("subject","subject_id","kind") WHERE "ledger_entries"."kind" in ('held', 'released', 'reversed', 'refunded', 'invoiced', 'paid');
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_reversed_within_released" CHECK ("ledger_balances"."reversed_cents" <= "ledger_balances"."released_cents");
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_leaves_once" CHECK ("ledger_balances"."released_cents" - "ledger_balances"."reversed_cents" + "ledger_balances"."refunded_cents" <= "ledger_balances"."held_cents");
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('held', 'released', 'reversed', 'refunded', 'fee', 'invoiced', 'paid', 'charged'));
-- LEDGER-BALANCES (decisions 2000, 2012): a transfer reversal takes released money back from the
-- provider into escrow; the balances now count it, and their checks refuse a reversal beyond what
-- was released and a refund beyond what is held once the reversal came back.
CREATE OR REPLACE FUNCTION "ledger_entries_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A row of zeros first, then the movement added: a check sees the balances the movement makes.
  INSERT INTO "ledger_balances" ("subject", "subject_id") VALUES (NEW."subject", NEW."subject_id")
  ON CONFLICT ("subject", "subject_id") DO NOTHING;
  UPDATE "ledger_balances" SET
    "held_cents" = "held_cents" + CASE WHEN NEW."kind" = 'held' THEN NEW."amount_cents" ELSE 0 END,
    "released_cents" = "released_cents" + CASE WHEN NEW."kind" = 'released' THEN NEW."amount_cents" ELSE 0 END,
    "reversed_cents" = "reversed_cents" + CASE WHEN NEW."kind" = 'reversed' THEN NEW."amount_cents" ELSE 0 END,
    "refunded_cents" = "refunded_cents" + CASE WHEN NEW."kind" = 'refunded' THEN NEW."amount_cents" ELSE 0 END,
    "invoiced_cents" = "invoiced_cents" + CASE WHEN NEW."kind" = 'invoiced' THEN NEW."amount_cents" ELSE 0 END,
    "paid_cents" = "paid_cents" + CASE WHEN NEW."kind" = 'paid' THEN NEW."amount_cents" ELSE 0 END
  WHERE "subject" = NEW."subject" AND "subject_id" = NEW."subject_id";
  RETURN NEW;
END;
$$;
