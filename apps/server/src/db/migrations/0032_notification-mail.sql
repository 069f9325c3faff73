CREATE TABLE "notification_digests" (
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);

CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"channels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "notifications" ADD COLUMN "mail" text;
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;
CREATE INDEX "notifications_mail_pending" ON "notifications" USING btree ("mail","recipient_id") WHERE "notifications"."mail" IS NOT NULL AND "notifications"."mailed_at" IS NULL;