ALTER TABLE "shipment_documents" ADD COLUMN IF NOT EXISTS "content_sha256" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shipment_documents_content_sha_idx" ON "shipment_documents" USING btree ("content_sha256");
