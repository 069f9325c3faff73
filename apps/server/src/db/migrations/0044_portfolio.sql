CREATE TABLE "portfolio_images" (
	"file_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"item_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "portfolio_items" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE INDEX "portfolio_images_item" ON "portfolio_images" USING btree ("item_id");
CREATE INDEX "portfolio_items_owner" ON "portfolio_items" USING btree ("owner_id","position");