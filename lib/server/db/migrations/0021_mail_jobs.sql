CREATE TABLE "mail_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"message" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_after") WHERE "mail_jobs"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "mail_jobs_status_idx" ON "mail_jobs" USING btree ("status","id");