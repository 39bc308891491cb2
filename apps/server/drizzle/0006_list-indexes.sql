DROP INDEX "dresses_client_idx";--> statement-breakpoint
DROP INDEX "generated_images_client_idx";--> statement-breakpoint
DROP INDEX "models_client_idx";--> statement-breakpoint
CREATE INDEX "dresses_client_category_idx" ON "dresses" USING btree ("client_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "dresses_client_type_idx" ON "dresses" USING btree ("client_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "dresses_client_idx" ON "dresses" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "generated_images_client_idx" ON "generated_images" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "models_client_idx" ON "models" USING btree ("client_id","created_at","id");