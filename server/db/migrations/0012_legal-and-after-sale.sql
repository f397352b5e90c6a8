CREATE TABLE "legal_document_versions" (
	"document" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_document_versions_document_version_pk" PRIMARY KEY("document","version")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "withdrawal_lines_quantity" CHECK ("withdrawal_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"request_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "seller" jsonb DEFAULT '{"companyName":"MotoPont Kereskedelmi Kft.","seat":"1097 Budapest, Könyves Kálmán körút 34.","companyRegistrationNumber":"01-09-123456","registryCourt":"Fővárosi Törvényszék Cégbírósága","taxNumber":"12345676-2-43","hostingProvider":"Példa Tárhely Kft., 1132 Budapest, Váci út 1., tarhely@example.hu"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_lines" ADD CONSTRAINT "withdrawal_lines_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_lines" ADD CONSTRAINT "withdrawal_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_lines_withdrawal_id_index" ON "withdrawal_lines" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "withdrawal_lines_order_line_id_index" ON "withdrawal_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_key_index" ON "withdrawals" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "withdrawals_order_id_index" ON "withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "withdrawals_received_at_index" ON "withdrawals" USING btree ("received_at");