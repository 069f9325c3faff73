CREATE TABLE "chat_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"message_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "chat_files_message" ON "chat_files" USING btree ("message_id");