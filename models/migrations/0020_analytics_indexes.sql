CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "shipment_documents_finalized_idx" ON "shipment_documents" USING btree ("finalized_at") WHERE "shipment_documents"."finalized_at" is not null;--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "envelope_entries_action_created_idx" ON "envelope_entries" USING btree ("action_code","created_at");--> statement-breakpoint
CREATE INDEX "shipment_trackings_actual_arrival_idx" ON "shipment_trackings" USING btree ("actual_arrival_at") WHERE "shipment_trackings"."actual_arrival_at" is not null;--> statement-breakpoint
CREATE INDEX "compliance_check_runs_checked_idx" ON "compliance_check_runs" USING btree ("checked_at");--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD COLUMN "last_payment_date" date;--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_receivable_idx" ON "shipment_facts" USING btree ("owner_id","currency","due_date") WHERE "shipment_facts"."status" <> 'cancelled' and "shipment_facts"."invoiced_minor" is not null;--> statement-breakpoint
UPDATE "shipment_facts" f SET "paid_minor" = p."paid", "last_payment_date" = p."last" FROM (SELECT pay."shipment_id", sum(pay."amount_minor")::bigint AS "paid", max(pay."payment_date") AS "last" FROM "payments" pay JOIN "shipment_facts" f2 ON f2."shipment_id" = pay."shipment_id" AND f2."currency" = pay."currency" GROUP BY pay."shipment_id") p WHERE f."shipment_id" = p."shipment_id";
--> statement-breakpoint
CREATE INDEX "shipment_trackings_owner_arrival_idx" ON "shipment_trackings" USING btree ("owner_id","actual_arrival_at") WHERE "shipment_trackings"."actual_arrival_at" is not null;--> statement-breakpoint
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
--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "compliance_check_runs" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "shipment_documents" d SET "owner_id" = s."owner_id" FROM "shipments" s WHERE s."id" = d."shipment_id";--> statement-breakpoint
UPDATE "compliance_check_runs" r SET "owner_id" = s."owner_id" FROM "shipments" s WHERE s."id" = r."shipment_id";--> statement-breakpoint
ALTER TABLE "shipment_documents" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_check_runs" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shipment_documents_owner_finalized_idx" ON "shipment_documents" USING btree ("owner_id","finalized_at") WHERE "shipment_documents"."finalized_at" is not null;--> statement-breakpoint
CREATE INDEX "compliance_check_runs_owner_checked_idx" ON "compliance_check_runs" USING btree ("owner_id","checked_at");
--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_status_idx" ON "shipment_facts" USING btree ("owner_id","status");--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_days_idx" ON "shipment_facts" USING btree ("owner_id","shipment_date","created_at");--> statement-breakpoint
CREATE INDEX "shipment_documents_owner_open_idx" ON "shipment_documents" USING btree ("owner_id") WHERE "shipment_documents"."state" <> 'final';