CREATE TABLE "billing_methods" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"saved_at" timestamp with time zone,
	CONSTRAINT "billing_methods_customer_id_unique" UNIQUE("customer_id")
);

ALTER TABLE "payments" ADD COLUMN "auto_charge" text;
ALTER TABLE "payments" ADD COLUMN "charge_customer_id" text;
ALTER TABLE "payments" ADD COLUMN "charge_method_id" text;