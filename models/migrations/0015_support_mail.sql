CREATE TABLE "support_inbound_mail" (
	"ticket_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"support_message_id" uuid,
	"user_id" uuid,
	"attachments" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_inbound_mail_ticket_id_message_id_pk" PRIMARY KEY("ticket_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "support_mail_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"notify" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "support_inbound_mail" ADD CONSTRAINT "support_inbound_mail_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_inbound_mail" ADD CONSTRAINT "support_inbound_mail_support_message_id_support_messages_id_fk" FOREIGN KEY ("support_message_id") REFERENCES "public"."support_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_inbound_mail" ADD CONSTRAINT "support_inbound_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_mail_preferences" ADD CONSTRAINT "support_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_inbound_mail_received_idx" ON "support_inbound_mail" USING btree ("received_at");