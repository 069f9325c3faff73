CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" jsonb NOT NULL,
	"actor_id" text,
	"title" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "notifications_recipient_created" ON "notifications" USING btree ("recipient_id","created_at");
CREATE INDEX "notifications_recipient_unread" ON "notifications" USING btree ("recipient_id","read_at");