ALTER TABLE "disputes" ALTER COLUMN "payment_id" DROP NOT NULL;
ALTER TABLE "disputes" ADD COLUMN "subject" text DEFAULT 'milestone' NOT NULL;