CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"parent_id" integer,
	"name_hu" text NOT NULL,
	"name_en" text NOT NULL,
	"depth" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_alias_unique" UNIQUE("alias"),
	CONSTRAINT "categories_depth" CHECK ("categories"."depth" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"cikkszam" text NOT NULL,
	"fullname_hu" text NOT NULL,
	"fullname_en" text NOT NULL,
	"content_hu" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_pieces" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"min_price" integer DEFAULT 0 NOT NULL,
	"max_price" integer DEFAULT 0 NOT NULL,
	"prev_price" integer,
	"on_sale" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (shop_search_vector(fullname_hu, fullname_en, cikkszam)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_alias_unique" UNIQUE("alias"),
	CONSTRAINT "products_cikkszam_unique" UNIQUE("cikkszam")
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"cikkszam" text NOT NULL,
	"name_hu" text NOT NULL,
	"name_en" text NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"prev_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variants_price_positive" CHECK ("variants"."price" > 0),
	CONSTRAINT "variants_stock_nonnegative" CHECK ("variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bike_constructions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bike_manufacturers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bike_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"construction_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	"img" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_bikes" (
	"variant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "variant_bikes_variant_id_type_id_pk" PRIMARY KEY("variant_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "current_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"img" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pages_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "popups_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"shipping_pickup" integer NOT NULL,
	"shipping_gls" integer NOT NULL,
	"shipping_mpl" integer NOT NULL,
	"free_shipping_from" integer,
	"bank_transfer" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"src" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"imported_from_old_site" boolean DEFAULT false NOT NULL,
	"szallitas_vnev" text DEFAULT '' NOT NULL,
	"szallitas_knev" text DEFAULT '' NOT NULL,
	"szallitas_irsz" text DEFAULT '' NOT NULL,
	"szallitas_varos" text DEFAULT '' NOT NULL,
	"szallitas_utca" text DEFAULT '' NOT NULL,
	"szallitas_telefonszam" text DEFAULT '' NOT NULL,
	"szamla_nev" text DEFAULT '' NOT NULL,
	"adoszam" text DEFAULT '' NOT NULL,
	"szamla_irsz" text DEFAULT '' NOT NULL,
	"szamla_varos" text DEFAULT '' NOT NULL,
	"szamla_utca" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity" CHECK ("cart_lines"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"szallitas" smallint,
	"megjegyzes" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"szallitas_vnev" text DEFAULT '' NOT NULL,
	"szallitas_knev" text DEFAULT '' NOT NULL,
	"szallitas_irsz" text DEFAULT '' NOT NULL,
	"szallitas_varos" text DEFAULT '' NOT NULL,
	"szallitas_utca" text DEFAULT '' NOT NULL,
	"szallitas_telefonszam" text DEFAULT '' NOT NULL,
	"szamla_nev" text DEFAULT '' NOT NULL,
	"adoszam" text DEFAULT '' NOT NULL,
	"szamla_irsz" text DEFAULT '' NOT NULL,
	"szamla_varos" text DEFAULT '' NOT NULL,
	"szamla_utca" text DEFAULT '' NOT NULL,
	"billing_same_as_shipping" boolean DEFAULT true NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_szallitas" CHECK ("carts"."szallitas" is null or "carts"."szallitas" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"cikkszam" text NOT NULL,
	"product_name" text NOT NULL,
	"variant_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"line_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"cart_id" text NOT NULL,
	"user_id" integer,
	"szallitas" smallint NOT NULL,
	"shipping_cost" integer NOT NULL,
	"items_total" integer NOT NULL,
	"total" integer NOT NULL,
	"email" text NOT NULL,
	"szallitas_vnev" text DEFAULT '' NOT NULL,
	"szallitas_knev" text DEFAULT '' NOT NULL,
	"szallitas_irsz" text DEFAULT '' NOT NULL,
	"szallitas_varos" text DEFAULT '' NOT NULL,
	"szallitas_utca" text DEFAULT '' NOT NULL,
	"szallitas_telefonszam" text DEFAULT '' NOT NULL,
	"szamla_nev" text DEFAULT '' NOT NULL,
	"adoszam" text DEFAULT '' NOT NULL,
	"szamla_irsz" text DEFAULT '' NOT NULL,
	"szamla_varos" text DEFAULT '' NOT NULL,
	"szamla_utca" text DEFAULT '' NOT NULL,
	"megjegyzes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_cartId_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_types" ADD CONSTRAINT "bike_types_manufacturer_id_bike_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."bike_manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_types" ADD CONSTRAINT "bike_types_construction_id_bike_constructions_id_fk" FOREIGN KEY ("construction_id") REFERENCES "public"."bike_constructions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_bikes" ADD CONSTRAINT "variant_bikes_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_bikes" ADD CONSTRAINT "variant_bikes_type_id_bike_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."bike_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_id_index" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_id_index" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (shop_unaccent(lower("fullname_hu")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_cikkszam_prefix_idx" ON "products" USING btree (lower("cikkszam") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_on_sale_index" ON "products" USING btree ("on_sale") WHERE "products"."on_sale";--> statement-breakpoint
CREATE INDEX "products_last_pieces_index" ON "products" USING btree ("last_pieces") WHERE "products"."last_pieces";--> statement-breakpoint
CREATE UNIQUE INDEX "variant_prices_variant_id_valid_from_index" ON "variant_prices" USING btree ("variant_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_cikkszam_index" ON "variants" USING btree ("cikkszam");--> statement-breakpoint
CREATE INDEX "variants_product_id_index" ON "variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_cikkszam_prefix_idx" ON "variants" USING btree (lower("cikkszam") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bike_types_manufacturer_id_construction_id_capacity_index" ON "bike_types" USING btree ("manufacturer_id","construction_id","capacity");--> statement-breakpoint
CREATE INDEX "bike_types_search_key_trgm_idx" ON "bike_types" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variant_bikes_type_id_index" ON "variant_bikes" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "pages_parent_id_index" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_index" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_index" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_id_variant_id_index" ON "cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "carts_user_id_index" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_id_index" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_index" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_created_at_index" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_mails_status_next_attempt_at_index" ON "outbox_mails" USING btree ("status","next_attempt_at");