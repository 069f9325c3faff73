CREATE TABLE "dispute_evidence" (
	"dispute_id" text NOT NULL,
	"part" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dispute_evidence_dispute_id_part_kind_target_id_pk" PRIMARY KEY("dispute_id","part","kind","target_id")
);

ALTER TABLE "chat_files" ADD COLUMN "dispute_id" text;