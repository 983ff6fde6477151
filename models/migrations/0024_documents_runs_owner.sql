ALTER TABLE "shipment_documents" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "compliance_check_runs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "shipment_documents" d SET "owner_id" = s."owner_id" FROM "shipments" s WHERE s."id" = d."shipment_id";--> statement-breakpoint
UPDATE "compliance_check_runs" r SET "owner_id" = s."owner_id" FROM "shipments" s WHERE s."id" = r."shipment_id";--> statement-breakpoint
ALTER TABLE "shipment_documents" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_check_runs" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shipment_documents_owner_finalized_idx" ON "shipment_documents" USING btree ("owner_id","finalized_at") WHERE "shipment_documents"."finalized_at" is not null;--> statement-breakpoint
CREATE INDEX "compliance_check_runs_owner_checked_idx" ON "compliance_check_runs" USING btree ("owner_id","checked_at");
