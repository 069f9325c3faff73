CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_role" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"private_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE UNIQUE INDEX "reviews_project_author" ON "reviews" USING btree ("project_id","author_id");