ALTER TABLE "messages" ADD COLUMN "edited_at" timestamp with time zone;
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;