ALTER TABLE "shipment_documents" ADD COLUMN "content_sha256" text;--> statement-breakpoint
CREATE INDEX "shipment_documents_content_sha_idx" ON "shipment_documents" USING btree ("content_sha256");