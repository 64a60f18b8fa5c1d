-- A search reads the names of one locale: a trigram index per locale (sk, cs, en in lib/config/locales.ts;
-- a new locale needs its own) keeps a word of another language, such as "glass" on the Slovak shop, from
-- fetching thousands of rows that the locale then throws away.
CREATE INDEX IF NOT EXISTS product_translations_search_name_sk_trgm ON product_translations USING gin (search_name gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'sk';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_name_cs_trgm ON product_translations USING gin (search_name gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'cs';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_translations_search_name_en_trgm ON product_translations USING gin (search_name gin_trgm_ops) WITH (fastupdate = off) WHERE locale = 'en';
--> statement-breakpoint
DROP INDEX IF EXISTS product_translations_search_name_trgm;
