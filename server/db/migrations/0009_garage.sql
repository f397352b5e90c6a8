CREATE TABLE "garage_bikes" (
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_bikes_user_id_type_id_pk" PRIMARY KEY("user_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_bikes" ADD CONSTRAINT "garage_bikes_type_id_bike_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."bike_types"("id") ON DELETE cascade ON UPDATE no action;