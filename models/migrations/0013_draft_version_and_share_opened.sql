ALTER TABLE "shipment_shares" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "draft_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "draft_declined_at" timestamp with time zone;--> statement-breakpoint
-- Shares attached before this change were already shown to their owners with the sharee's name: keep showing them.
UPDATE "shipment_shares" SET "opened_at" = "updated_at" WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- A draft is seen only by its creator and its carrier now: take existing drafts out of the lists of the other parties they name (they get the bill at issue).
DELETE FROM "envelope_parties" ep USING "envelopes" e
  WHERE e."id" = ep."envelope_id" AND e."status" = 'DRAFT' AND ep."user_id" <> e."created_by" AND ep."user_id" <> e."issuer_id";
