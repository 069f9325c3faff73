ALTER TABLE "files" ADD COLUMN "subject_kind" text;
ALTER TABLE "files" ADD COLUMN "subject_id" text;
CREATE INDEX "files_subject" ON "files" USING btree ("subject_kind","subject_id");
-- Each file stored before takes the subject that uses it (FILE-ACCESS); one used nowhere stays its uploader's.
UPDATE "files" SET "subject_kind" = 'avatar', "subject_id" = "users"."id"
  FROM "users" WHERE "users"."photo_url" = '/api/files/' || "files"."id";
UPDATE "files" SET "subject_kind" = 'portfolio', "subject_id" = "portfolio_images"."owner_id"
  FROM "portfolio_images" WHERE "portfolio_images"."file_id" = "files"."id";
UPDATE "files" SET "subject_kind" = 'generated-image', "subject_id" = "lab_images"."owner_id"
  FROM "lab_images" WHERE "lab_images"."file_id" = "files"."id";
UPDATE "files" SET "subject_kind" = CASE WHEN "chat_files"."dispute_id" IS NULL THEN 'message' ELSE 'dispute' END,
  "subject_id" = COALESCE("chat_files"."dispute_id", "chat_files"."message_id")
  FROM "chat_files" WHERE "chat_files"."file_id" = "files"."id";
UPDATE "files" SET "subject_kind" = 'payment', "subject_id" = "payments"."id"
  FROM "payments" WHERE "payments"."proof_url" = '/api/files/' || "files"."id";
UPDATE "files" SET "subject_kind" = 'request', "subject_id" = "posts"."id"
  FROM (SELECT "requests"."id", "attachment"->>'url' AS "url"
        FROM "requests", jsonb_array_elements("requests"."attachments") AS "attachment") AS "posts"
  WHERE "posts"."url" = '/api/files/' || "files"."id";
