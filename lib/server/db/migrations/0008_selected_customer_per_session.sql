ALTER TABLE "users" DROP CONSTRAINT "users_selected_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "selected_customer_id";