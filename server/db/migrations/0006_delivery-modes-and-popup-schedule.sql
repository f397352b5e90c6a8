CREATE TABLE "delivery_modes" (
	"mode" smallint PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"payment" text NOT NULL,
	"delivery" text NOT NULL,
	"cost" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pickup_at_shop" boolean DEFAULT false NOT NULL,
	"prepayment" boolean DEFAULT false NOT NULL,
	CONSTRAINT "delivery_modes_mode" CHECK ("delivery_modes"."mode" >= 0),
	CONSTRAINT "delivery_modes_cost" CHECK ("delivery_modes"."cost" >= 0)
);
--> statement-breakpoint
-- Hand-written: the three modes of the spec with today's texts, priced as the shop settings priced them.
INSERT INTO "delivery_modes" ("mode", "label", "payment", "delivery", "cost", "sort", "active", "pickup_at_shop", "prepayment")
SELECT m.mode, m.label, m.payment, m.delivery, coalesce(CASE m.mode WHEN 0 THEN s.shipping_pickup WHEN 1 THEN s.shipping_gls ELSE s.shipping_mpl END, 0),
  m.mode + 1, true, m.mode = 0, m.mode = 2
FROM (VALUES
  (0::smallint, 'Személyes átvétel az üzletben', 'Fizetés átvételkor az üzletben, készpénzzel vagy bankkártyával.', 'Átvehető nyitvatartási időben.'),
  (1::smallint, 'GLS futárszolgálat', 'Fizetés utánvéttel: készpénzzel vagy bankkártyával a futárnál.', 'Kézbesítés a következő munkanapon.'),
  (2::smallint, 'MPL futárszolgálat', 'Csak előre utalással fizethető.', 'Kézbesítés 3-5 munkanap alatt.')
) AS m(mode, label, payment, delivery)
LEFT JOIN "shop_settings" s ON s.id = 1;
--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_szallitas";--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_szallitas_delivery_modes_mode_fk" FOREIGN KEY ("szallitas") REFERENCES "public"."delivery_modes"("mode") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_szallitas_delivery_modes_mode_fk" FOREIGN KEY ("szallitas") REFERENCES "public"."delivery_modes"("mode") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "shipping_pickup";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "shipping_gls";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "shipping_mpl";