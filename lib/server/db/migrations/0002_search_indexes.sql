-- Custom SQL migration file, put your code below! --
CREATE INDEX IF NOT EXISTS product_translations_name_trgm ON product_translations USING gin (f_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_fts ON product_translations USING gin (to_tsvector('simple', f_unaccent(lower(name || ' ' || short_description))));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS category_translations_name_trgm ON category_translations USING gin (f_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS brands_name_trgm ON brands USING gin (f_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS variants_code_lower ON variants (lower(code));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_log_term_trgm ON search_log USING gin (normalized_term gin_trgm_ops);
