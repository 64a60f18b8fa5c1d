CREATE TABLE "hidden_search_terms" (
	"normalized_term" text PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_log" ADD COLUMN "visitor_hash" text;