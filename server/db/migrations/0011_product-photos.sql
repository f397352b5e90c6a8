CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"hash" text NOT NULL,
	"original_path" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" jsonb NOT NULL,
	"avif_widths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_photos_product_id_hash_index" ON "product_photos" USING btree ("product_id","hash");--> statement-breakpoint
CREATE INDEX "product_photos_product_id_sort_index" ON "product_photos" USING btree ("product_id","sort");