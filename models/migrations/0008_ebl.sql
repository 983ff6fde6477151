CREATE TYPE "public"."envelope_status" AS ENUM('DRAFT', 'ISSUED', 'PENDING_SURRENDER_FOR_DELIVERY', 'SURRENDERED_FOR_DELIVERY', 'PENDING_SURRENDER_FOR_AMENDMENT', 'SURRENDERED_FOR_AMENDMENT', 'VOIDED');--> statement-breakpoint
CREATE TABLE "envelope_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envelope_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"previous_checksum" text,
	"checksum" text NOT NULL,
	"signed_content" text NOT NULL,
	"action_code" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"recipient_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_entries_envelope_previous_key" UNIQUE NULLS NOT DISTINCT("envelope_id","previous_checksum")
);
--> statement-breakpoint
CREATE TABLE "envelope_parties" (
	"user_id" uuid NOT NULL,
	"envelope_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_parties_user_id_envelope_id_pk" PRIMARY KEY("user_id","envelope_id")
);
--> statement-breakpoint
CREATE TABLE "envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "envelope_status" DEFAULT 'DRAFT' NOT NULL,
	"transport_document" jsonb NOT NULL,
	"document_checksum" text,
	"is_to_order" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"shipment_id" uuid,
	"issuer_id" uuid NOT NULL,
	"shipper_id" uuid NOT NULL,
	"consignee_id" uuid,
	"possessor_id" uuid,
	"endorsee_id" uuid,
	"control" jsonb,
	"last_entry_checksum" text,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"replaced_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envelope_entries" ADD CONSTRAINT "envelope_entries_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_entries" ADD CONSTRAINT "envelope_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_entries" ADD CONSTRAINT "envelope_entries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_parties" ADD CONSTRAINT "envelope_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_parties" ADD CONSTRAINT "envelope_parties_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_issuer_id_users_id_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_shipper_id_users_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_consignee_id_users_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_possessor_id_users_id_fk" FOREIGN KEY ("possessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_endorsee_id_users_id_fk" FOREIGN KEY ("endorsee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_entries_envelope_sequence_key" ON "envelope_entries" USING btree ("envelope_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "envelope_entries_checksum_key" ON "envelope_entries" USING btree ("checksum");--> statement-breakpoint
CREATE INDEX "envelope_parties_envelope_idx" ON "envelope_parties" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "envelopes_shipment_idx" ON "envelopes" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "envelopes_updated_idx" ON "envelopes" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);