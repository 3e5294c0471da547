CREATE TABLE "access_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cnaes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "cnaes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "comers" (
	"id" serial PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracting_settings" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"field" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"energy" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"step" smallint NOT NULL,
	"electricity_lead_id" uuid,
	"user_id" uuid,
	"data" jsonb NOT NULL,
	"cups" text,
	"holder_vat" text,
	"holder_name" text,
	"email" text,
	"mobile" text,
	"language" text DEFAULT 'es' NOT NULL,
	"solvency_ok" boolean,
	"dni_valid" boolean,
	"contract_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"link" text,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promo_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"selfcons_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sips_supply_points" (
	"cups" text PRIMARY KEY NOT NULL,
	"energy" text NOT NULL,
	"access_tariff" text NOT NULL,
	"power_p1" numeric(9, 3),
	"power_p2" numeric(9, 3),
	"power_p3" numeric(9, 3),
	"power_p4" numeric(9, 3),
	"power_p5" numeric(9, 3),
	"power_p6" numeric(9, 3),
	"selfcons_code" text DEFAULT '00' NOT NULL,
	"zipcode" text NOT NULL,
	"annual_consumption_kwh" numeric(12, 3),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracting_settings" ADD CONSTRAINT "contracting_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_tariffs_energy_name_key" ON "access_tariffs" USING btree ("energy","name");--> statement-breakpoint
CREATE UNIQUE INDEX "comers_energy_name_key" ON "comers" USING btree ("energy","name");--> statement-breakpoint
CREATE INDEX "lead_files_lead_id_idx" ON "lead_files" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_state_created_idx" ON "leads" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "leads_cups_idx" ON "leads" USING btree ("cups");--> statement-breakpoint
INSERT INTO "access_tariffs" ("id", "energy", "name", "position") VALUES
	(1, 'electricity', '2.0TD', 1),
	(2, 'electricity', '3.0TD', 2),
	(3, 'electricity', '6.1TD', 3),
	(4, 'electricity', '6.2TD', 4),
	(5, 'electricity', '6.3TD', 5),
	(6, 'electricity', '6.4TD', 6),
	(7, 'gas', 'RL.1', 1),
	(8, 'gas', 'RL.2', 2),
	(9, 'gas', 'RL.3', 3),
	(10, 'gas', 'RL.4', 4),
	(11, 'gas', 'RL.5', 5),
	(12, 'gas', 'RL.6', 6);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('access_tariffs', 'id'), 12);
