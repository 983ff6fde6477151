CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "shipment_documents_finalized_idx" ON "shipment_documents" USING btree ("finalized_at") WHERE "shipment_documents"."finalized_at" is not null;--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "envelope_entries_action_created_idx" ON "envelope_entries" USING btree ("action_code","created_at");--> statement-breakpoint
CREATE INDEX "shipment_trackings_actual_arrival_idx" ON "shipment_trackings" USING btree ("actual_arrival_at") WHERE "shipment_trackings"."actual_arrival_at" is not null;--> statement-breakpoint
CREATE INDEX "compliance_check_runs_checked_idx" ON "compliance_check_runs" USING btree ("checked_at");