CREATE TABLE "looks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"task_id" uuid,
	"dress_id" uuid,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_photos_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
CREATE TABLE "shopper_tryon_usage" (
	"client_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tryons" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shopper_tryon_usage_client_id_day_pk" PRIMARY KEY("client_id","day")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "shopper_tryon_daily_cap" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "tryon_tasks" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_photo_id_person_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."person_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_task_id_tryon_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tryon_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looks" ADD CONSTRAINT "looks_dress_id_dresses_id_fk" FOREIGN KEY ("dress_id") REFERENCES "public"."dresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_photos" ADD CONSTRAINT "person_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_tryon_usage" ADD CONSTRAINT "shopper_tryon_usage_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "looks_task_idx" ON "looks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "looks_photo_idx" ON "looks" USING btree ("photo_id","created_at");--> statement-breakpoint
CREATE INDEX "person_photos_user_idx" ON "person_photos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "person_photos_client_idx" ON "person_photos" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "tryon_tasks" ADD CONSTRAINT "tryon_tasks_photo_id_person_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."person_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tryon_tasks_photo_idx" ON "tryon_tasks" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "tryon_tasks" ADD CONSTRAINT "tryon_tasks_one_person" CHECK ("tryon_tasks"."model_id" IS NULL OR "tryon_tasks"."photo_id" IS NULL);