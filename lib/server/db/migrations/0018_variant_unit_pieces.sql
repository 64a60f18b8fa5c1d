ALTER TABLE "variants" ADD COLUMN "unit_pieces" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Catalogs seeded before this column named a pack only in the variant's label ("balenie 12 ks").
UPDATE "variants" SET "unit_pieces" = (regexp_match(vt."name", 'balenie (\d+)'))[1]::integer
FROM "variant_translations" vt
WHERE vt."variant_id" = "variants"."id" AND vt."locale" = 'sk' AND vt."name" ~ 'balenie \d+';
