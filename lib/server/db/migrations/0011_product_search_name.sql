ALTER TABLE "product_translations" ADD COLUMN "search_name" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED NOT NULL;--> statement-breakpoint
-- The search's trigram index moves from the expression to the stored column (fastupdate off, as in 0003).
DROP INDEX IF EXISTS product_translations_name_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_name_trgm ON product_translations USING gin (search_name gin_trgm_ops) WITH (fastupdate = off);
