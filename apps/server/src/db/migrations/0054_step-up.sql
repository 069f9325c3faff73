CREATE TABLE "session_proofs" (
	"family_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
