CREATE TABLE "talent_list_providers" (
	"talent_list_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_list_providers_talent_list_id_provider_id_pk" PRIMARY KEY("talent_list_id","provider_id")
);

CREATE TABLE "talent_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "talent_lists_owner" ON "talent_lists" USING btree ("owner_id","updated_at");