CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "sessions_valid_from" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sessions_valid_from" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "superadmins" ADD COLUMN "sessions_valid_from" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_from" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "password_resets_account_idx" ON "password_resets" USING btree ("role","account_id","created_at");