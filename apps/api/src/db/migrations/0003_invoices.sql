CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"period" text,
	"quantity" numeric(14, 3) NOT NULL,
	"days" smallint,
	"unit_price" numeric(14, 6) NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_pending_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"change_date" date NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_id" integer NOT NULL,
	"energy" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"energy_consumed" numeric(12, 3) DEFAULT 0 NOT NULL,
	"amount_untaxed" numeric(12, 2) DEFAULT '0' NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"amount_vat" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount_pending" numeric(12, 2) DEFAULT '0' NOT NULL,
	"rectificative_type" text DEFAULT 'N' NOT NULL,
	"rectifies_invoice_id" integer,
	"paid_state" text NOT NULL,
	"payment_enabled" boolean DEFAULT true NOT NULL,
	"vat" text NOT NULL,
	"multipoint_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "multipoint_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"address_id" integer NOT NULL,
	"amount_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"amount_pending" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid_state" text NOT NULL,
	"payment_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "multipoint_invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_pending_states" ADD CONSTRAINT "invoice_pending_states_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_multipoint_invoice_id_multipoint_invoices_id_fk" FOREIGN KEY ("multipoint_invoice_id") REFERENCES "public"."multipoint_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipoint_invoices" ADD CONSTRAINT "multipoint_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipoint_invoices" ADD CONSTRAINT "multipoint_invoices_address_id_notification_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."notification_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_position_key" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_pending_states_invoice_id_idx" ON "invoice_pending_states" USING btree ("invoice_id","change_date");--> statement-breakpoint
CREATE INDEX "invoices_user_energy_date_idx" ON "invoices" USING btree ("user_id","energy","date","id");--> statement-breakpoint
CREATE INDEX "invoices_contract_date_idx" ON "invoices" USING btree ("contract_id","date");--> statement-breakpoint
CREATE INDEX "invoices_multipoint_invoice_id_idx" ON "invoices" USING btree ("multipoint_invoice_id");--> statement-breakpoint
CREATE INDEX "multipoint_invoices_user_date_idx" ON "multipoint_invoices" USING btree ("user_id","date","id");