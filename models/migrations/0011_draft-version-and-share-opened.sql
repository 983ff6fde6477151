ALTER TABLE "envelopes" ADD COLUMN "draft_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "draft_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_shares" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
-- Shares attached before this change were already shown to their owners with the sharee's name: keep showing them.
UPDATE "shipment_shares" SET "opened_at" = "updated_at" WHERE "user_id" IS NOT NULL;
