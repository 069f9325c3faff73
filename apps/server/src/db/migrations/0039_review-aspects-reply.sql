ALTER TABLE "reviews" ADD COLUMN "aspects" jsonb DEFAULT '{}'::jsonb NOT NULL;
ALTER TABLE "reviews" ADD COLUMN "reply" text;
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;