ALTER TABLE "tabs" ADD COLUMN "screen" text DEFAULT 'custom' NOT NULL;
--> statement-breakpoint
-- Data migration: existing tabs chose their screen by name; keep what each one opened.
UPDATE "tabs" SET "screen" = CASE lower(btrim("name"))
  WHEN 'overview' THEN 'overview'
  WHEN 'business profile' THEN 'business-profile'
  WHEN 'users' THEN 'users'
  WHEN 'models' THEN 'models'
  WHEN 'store' THEN 'dresses'
  WHEN 'playground' THEN 'playground'
  WHEN 'ai outfits' THEN 'ai-outfits'
  WHEN 'try-on' THEN 'tryon'
  WHEN 'try on' THEN 'tryon'
  WHEN 'tryon' THEN 'tryon'
  ELSE 'custom'
END;
