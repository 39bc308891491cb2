CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"dress_id" uuid,
	"task_id" uuid,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_client_idx" ON "analytics_events" USING btree ("client_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_kind_idx" ON "analytics_events" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_task_idx" ON "analytics_events" USING btree ("task_id");--> statement-breakpoint
-- Data migration: the try-ons made before events were recorded (all by stores' own staff then).
INSERT INTO "analytics_events" ("client_id", "kind", "source", "dress_id", "task_id", "created_at")
SELECT "client_id", 'tryon_requested', 'store', "dress_id", "id", "created_at" FROM "tryon_tasks";--> statement-breakpoint
INSERT INTO "analytics_events" ("client_id", "kind", "source", "dress_id", "task_id", "created_at")
SELECT "client_id", CASE WHEN "status" = 'COMPLETED' THEN 'tryon_completed' ELSE 'tryon_failed' END, 'store', "dress_id", "id", "updated_at"
FROM "tryon_tasks" WHERE "status" IN ('COMPLETED', 'FAILED');
