CREATE TABLE "upload_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_slots_created_idx" ON "upload_slots" USING btree ("created_at");