-- Data migration: every existing store gets the Integrations tab new stores start with (storefront
-- widget settings), after its other tabs, unless it already has a tab opening that screen.
INSERT INTO "tabs" ("id", "client_id", "screen", "name", "icon", "order", "enabled", "description", "categories")
SELECT gen_random_uuid()::text, c."id", 'integrations', 'Integrations', 'fa-code',
  COALESCE((SELECT max(t."order") + 1 FROM "tabs" t WHERE t."client_id" = c."id"), 0), true, 'Try it on, on your own website', '[]'::jsonb
FROM "clients" c
WHERE NOT EXISTS (SELECT 1 FROM "tabs" t WHERE t."client_id" = c."id" AND t."screen" = 'integrations');
