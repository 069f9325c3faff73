ALTER TABLE "conversation_participants" ADD COLUMN "read_message_id" text;
ALTER TABLE "conversation_participants" ADD COLUMN "read_message_at" timestamp with time zone;