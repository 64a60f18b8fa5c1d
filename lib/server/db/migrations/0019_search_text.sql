-- The words a product is found by besides its name: its parameters. A value says what the product is
-- ("porcelán", "300 ml", "Provence"); a yes/no parameter says it only by its name ("Bez olova") when yes,
-- and nothing when no. Immutable (its inputs are text), so a generated column can use it.
CREATE OR REPLACE FUNCTION f_parameter_search_text(names text[], vals text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(string_agg(DISTINCT CASE WHEN lower(pair.val) IN ('áno', 'ano', 'yes') THEN pair.name ELSE pair.val END, ' '), '')
  FROM unnest(names, vals) AS pair(name, val)
  WHERE lower(pair.val) NOT IN ('nie', 'ne', 'no')
$$;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_weight" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || f_parameter_search_text(parameter_names, parameter_values)))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");
--> statement-breakpoint
-- The search's first cut finds the words in the names with parameters too, one trigram index per locale as
-- in 0012 (fastupdate off as in 0003); the names keep theirs for the fuzzy match, which is the names' only.
CREATE INDEX IF NOT EXISTS product_translations_search_text_sk_trgm ON product_translations USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'sk';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_text_cs_trgm ON product_translations USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'cs';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_text_en_trgm ON product_translations USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'en';
--> statement-breakpoint
-- A code without its variant suffix ("PV-450-1385") finds the variants it begins; the pattern operators
-- let `like 'pv-450-1385%'` use the index under any collation.
CREATE INDEX IF NOT EXISTS variants_code_lower_prefix ON variants (lower(code) text_pattern_ops);
