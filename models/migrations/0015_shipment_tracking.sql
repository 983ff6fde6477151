CREATE TABLE "shipment_trackings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"carrier_code" text,
	"carrier_booking_reference" text,
	"transport_document_reference" text,
	"equipment_references" text[] DEFAULT '{}'::text[] NOT NULL,
	"vessel_imo_number" text,
	"mode" text DEFAULT 'VESSEL' NOT NULL,
	"carrier_user_id" uuid,
	"forwarder_user_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'awaiting_events' NOT NULL,
	"status_text" text DEFAULT 'Waiting for the first event' NOT NULL,
	"eta_at" timestamp with time zone,
	"first_planned_arrival_at" timestamp with time zone,
	"delay_minutes" integer,
	"next_milestone" jsonb,
	"port_of_loading" text,
	"port_of_discharge" text,
	"ports" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"announced_departed_at" timestamp with time zone,
	"announced_arrived_at" timestamp with time zone,
	"announced_eta_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_classifier_code" text NOT NULL,
	"event_type_code" text NOT NULL,
	"event_date_time" timestamp with time zone NOT NULL,
	"event_created_date_time" timestamp with time zone NOT NULL,
	"equipment_reference" text,
	"un_location_code" text,
	"source_id" uuid,
	"posted_by" uuid,
	"raw" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_carrier_user_id_users_id_fk" FOREIGN KEY ("carrier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_forwarder_user_id_users_id_fk" FOREIGN KEY ("forwarder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD CONSTRAINT "shipment_trackings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tracking_id_shipment_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."shipment_trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_trackings_shipment_key" ON "shipment_trackings" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_trackings_owner_created_idx" ON "shipment_trackings" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipment_trackings_owner_tdr_idx" ON "shipment_trackings" USING btree ("owner_id","transport_document_reference");--> statement-breakpoint
CREATE INDEX "shipment_trackings_owner_booking_idx" ON "shipment_trackings" USING btree ("owner_id","carrier_booking_reference");--> statement-breakpoint
CREATE INDEX "shipment_trackings_equipment_idx" ON "shipment_trackings" USING gin ("equipment_references");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_tracking_event_key" ON "tracking_events" USING btree ("tracking_id","event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_tracking_created_idx" ON "tracking_events" USING btree ("tracking_id","event_created_date_time","id");