-- GIN indexes queue new entries in a pending list that only VACUUM merges into the index. The embedded
-- PGlite has no autovacuum, so after seeding every trigram search scanned the whole list (~30 ms per
-- index scan on 2,000 products). The search indexes take new entries directly, and what is queued
-- already is merged now.
ALTER INDEX product_translations_name_trgm SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX product_translations_fts SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX category_translations_name_trgm SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX brands_name_trgm SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX search_log_term_trgm SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_translations_name_trgm'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_translations_fts'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('category_translations_name_trgm'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('brands_name_trgm'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('search_log_term_trgm'::regclass);
