CREATE TABLE "order_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_staff_id" integer,
	"actor_email" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_staff_id" integer,
	"actor_email" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"tracking_number" text,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_number || ' ' || email || ' ' || szallitas_vnev || ' ' || szallitas_knev || ' '
    || szamla_nev || ' ' || szallitas_telefonszam || ' ' || regexp_replace(szallitas_telefonszam, '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_comments_order_id_at_index" ON "order_comments" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_at_index" ON "order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "variants_low_stock_idx" ON "variants" USING btree ("stock","id") WHERE "variants"."active";--> statement-breakpoint
CREATE INDEX "orders_status_created_at_index" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_szallitas_created_at_index" ON "orders" USING btree ("szallitas","created_at");--> statement-breakpoint
CREATE INDEX "orders_total_index" ON "orders" USING btree ("total");--> statement-breakpoint
CREATE INDEX "orders_szallitas_vnev_szallitas_knev_index" ON "orders" USING btree ("szallitas_vnev","szallitas_knev");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('new', 'processing', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'));