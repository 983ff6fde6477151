CREATE TABLE "compliance_suggestion_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"requested_by" uuid,
	"rule_set_version" text NOT NULL,
	"request" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_suggestion_answers" ADD CONSTRAINT "compliance_suggestion_answers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_suggestion_answers" ADD CONSTRAINT "compliance_suggestion_answers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_suggestion_answers_shipment_idx" ON "compliance_suggestion_answers" USING btree ("shipment_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);