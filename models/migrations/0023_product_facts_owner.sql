ALTER TABLE "shipment_product_facts" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ADD COLUMN "status" "shipment_status";--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ADD COLUMN "shipment_date" date;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "shipment_product_facts" pf SET "owner_id" = f."owner_id", "status" = f."status", "created_at" = f."created_at", "shipment_date" = f."shipment_date", "currency" = f."currency" FROM "shipment_facts" f WHERE f."shipment_id" = pf."shipment_id";--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shipment_product_facts_owner_shipment_date_idx" ON "shipment_product_facts" USING btree ("owner_id","shipment_date");--> statement-breakpoint
CREATE INDEX "shipment_product_facts_owner_created_idx" ON "shipment_product_facts" USING btree ("owner_id","created_at");
