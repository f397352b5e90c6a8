CREATE TABLE "outbox_mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text NOT NULL,
	"number" text,
	"pdf" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoices_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_mail_attachments" ADD CONSTRAINT "outbox_mail_attachments_mail_id_outbox_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outbox_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_mail_attachments_mail_id_index" ON "outbox_mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_kind_index" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_status_next_attempt_at_index" ON "invoices" USING btree ("status","next_attempt_at");