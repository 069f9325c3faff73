CREATE TABLE "known_devices" (
	"user_id" text NOT NULL,
	"identity_hash" text NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_identity_hash_pk" PRIMARY KEY("user_id","identity_hash")
);
