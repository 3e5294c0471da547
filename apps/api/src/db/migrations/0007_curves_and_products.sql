CREATE TABLE "curve_days" (
	"supply_point_id" integer NOT NULL,
	"day" date NOT NULL,
	"step_minutes" smallint NOT NULL,
	"activa" "bytea" NOT NULL,
	"exportada" "bytea",
	"reactiva" "bytea",
	"estimated" smallint[] DEFAULT '{}' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curve_days_supply_point_id_day_pk" PRIMARY KEY("supply_point_id","day")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"commercial_name" text,
	"energy" text NOT NULL,
	"access_tariff" text NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"description" text,
	"power_prices" numeric(10, 6)[] NOT NULL,
	"energy_prices" numeric(10, 6)[] NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "curve_days" ADD CONSTRAINT "curve_days_supply_point_id_supply_points_id_fk" FOREIGN KEY ("supply_point_id") REFERENCES "public"."supply_points"("id") ON DELETE cascade ON UPDATE no action;