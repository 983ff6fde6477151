CREATE TABLE "report_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly" boolean DEFAULT true NOT NULL,
	"last_week_sent" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_facts" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" "shipment_status" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"shipment_date" date,
	"destination_country" text,
	"partner_name" text,
	"partner_key" text,
	"invoice_source" text,
	"currency" text,
	"invoiced_minor" bigint,
	"invoice_date" date,
	"credit_days" integer,
	"credit_from" text,
	"due_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_product_facts" (
	"shipment_id" uuid NOT NULL,
	"hs_chapter" text NOT NULL,
	"line_count" integer NOT NULL,
	"value_minor" bigint,
	CONSTRAINT "shipment_product_facts_shipment_id_hs_chapter_pk" PRIMARY KEY("shipment_id","hs_chapter")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_trackings" ADD COLUMN "actual_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_facts" ADD CONSTRAINT "shipment_facts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_product_facts" ADD CONSTRAINT "shipment_product_facts_shipment_id_shipment_facts_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment_facts"("shipment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_created_idx" ON "shipment_facts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_shipment_date_idx" ON "shipment_facts" USING btree ("owner_id","shipment_date");--> statement-breakpoint
CREATE INDEX "shipment_facts_owner_due_idx" ON "shipment_facts" USING btree ("owner_id","due_date");--> statement-breakpoint
-- Documents that existed before this column: their cycle starts with their shipment (the usual case: documents are picked when the shipment is created).
UPDATE "shipment_documents" d SET "created_at" = s."created_at" FROM "shipments" s WHERE s."id" = d."shipment_id";
