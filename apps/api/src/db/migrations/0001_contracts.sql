CREATE TABLE "attachment_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "attachment_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "battery_discount_types" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "contract_tariff_options" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"double_tariff_start" date,
	"double_tariff_end" date,
	"happy_hours_start" smallint,
	"happy_hours_end" smallint,
	"happy_day" text
);
--> statement-breakpoint
CREATE TABLE "contract_virtual_batteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"battery_id" integer NOT NULL,
	"pes" numeric(12, 2) NOT NULL,
	"pes_percentatge" smallint NOT NULL,
	"total_descompte" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_management" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_origin" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"sign_date" date,
	"end_date" date,
	"amount_debt" numeric(12, 2) DEFAULT '0' NOT NULL,
	"atr_available" boolean DEFAULT true NOT NULL,
	"no_cession_sips" text DEFAULT 'unactive' NOT NULL,
	"invoice_online" text DEFAULT 'email' NOT NULL,
	"owner_partner_id" integer NOT NULL,
	"fiscal_partner_id" integer NOT NULL,
	"supply_point_id" integer NOT NULL,
	"bank_account_id" integer,
	"notification_address_id" integer,
	"access_tariff" text NOT NULL,
	"pricelist_name" text NOT NULL,
	"pricelist_commercial_name" text,
	"dso_reference" text,
	"power_p1" numeric(9, 3),
	"power_p2" numeric(9, 3),
	"power_p3" numeric(9, 3),
	"power_p4" numeric(9, 3),
	"power_p5" numeric(9, 3),
	"power_p6" numeric(9, 3),
	"gas_pressure_bar" numeric(7, 3),
	"gas_flow" numeric(9, 3),
	"electronic_notification" boolean DEFAULT false NOT NULL,
	"date_start_electronic_notification" date,
	"date_request_electronic_notification" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"phone" text,
	CONSTRAINT "distributors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notification_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street_type" text NOT NULL,
	"street_name" text NOT NULL,
	"number" text NOT NULL,
	"block" text,
	"stair" text,
	"floor" text,
	"door" text,
	"clarification" text,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"municipality_ine" text NOT NULL,
	"province_code" text NOT NULL,
	"ref_catastral" text,
	"email" text,
	"mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"vat" text NOT NULL,
	"fiscal_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"cups" text NOT NULL,
	"energy" text NOT NULL,
	"street" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"municipality_ine" text NOT NULL,
	"province_code" text NOT NULL,
	"ref_catastral" text,
	"distributor_id" integer NOT NULL,
	CONSTRAINT "supply_points_cups_unique" UNIQUE("cups")
);
--> statement-breakpoint
CREATE TABLE "virtual_batteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "virtual_batteries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_category_id_attachment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."attachment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_services" ADD CONSTRAINT "contract_services_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tariff_options" ADD CONSTRAINT "contract_tariff_options_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_virtual_batteries" ADD CONSTRAINT "contract_virtual_batteries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_virtual_batteries" ADD CONSTRAINT "contract_virtual_batteries_battery_id_virtual_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."virtual_batteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_virtual_batteries" ADD CONSTRAINT "contract_virtual_batteries_discount_management_battery_discount_types_name_fk" FOREIGN KEY ("discount_management") REFERENCES "public"."battery_discount_types"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_partner_id_partners_id_fk" FOREIGN KEY ("owner_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fiscal_partner_id_partners_id_fk" FOREIGN KEY ("fiscal_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supply_point_id_supply_points_id_fk" FOREIGN KEY ("supply_point_id") REFERENCES "public"."supply_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_notification_address_id_notification_addresses_id_fk" FOREIGN KEY ("notification_address_id") REFERENCES "public"."notification_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_addresses" ADD CONSTRAINT "notification_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_points" ADD CONSTRAINT "supply_points_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_contract_id_idx" ON "attachments" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_iban_key" ON "bank_accounts" USING btree ("user_id","iban");--> statement-breakpoint
CREATE INDEX "contract_services_contract_id_idx" ON "contract_services" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_virtual_batteries_contract_battery_key" ON "contract_virtual_batteries" USING btree ("contract_id","battery_id");--> statement-breakpoint
CREATE INDEX "contract_virtual_batteries_battery_id_idx" ON "contract_virtual_batteries" USING btree ("battery_id");--> statement-breakpoint
CREATE INDEX "contracts_user_type_name_idx" ON "contracts" USING btree ("user_id","type","name");--> statement-breakpoint
CREATE INDEX "notification_addresses_user_id_idx" ON "notification_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partners_user_id_idx" ON "partners" USING btree ("user_id");