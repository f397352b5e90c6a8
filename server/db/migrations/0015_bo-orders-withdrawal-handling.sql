ALTER TABLE "withdrawals" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_status_received_at_index" ON "withdrawals" USING btree ("status","received_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('open', 'refunded', 'closed'));