ALTER TABLE "api_tokens" ADD COLUMN "last_used_ip" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "expires_at" timestamp with time zone;