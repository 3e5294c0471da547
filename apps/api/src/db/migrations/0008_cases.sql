CREATE TABLE "case_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"message_id" integer,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "case_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_ca" text NOT NULL,
	"name_en" text NOT NULL,
	"signed" boolean DEFAULT false NOT NULL,
	"unsigned" boolean DEFAULT false NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"is_admin" boolean NOT NULL,
	"author_name" text,
	"body" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL,
	"name_ca" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid,
	"contract_id" integer,
	"section_id" integer NOT NULL,
	"category_id" integer,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"sender_email" text,
	"sender_mobile" text,
	"language" text NOT NULL,
	"readings" jsonb,
	"claim_type" text,
	"claim_subtype" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_message_id_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_categories" ADD CONSTRAINT "case_categories_section_id_case_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."case_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_section_id_case_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."case_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_category_id_case_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_attachments_case_id_idx" ON "case_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_categories_section_id_idx" ON "case_categories" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "case_messages_case_id_idx" ON "case_messages" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "cases_user_updated_idx" ON "cases" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cases_status_updated_idx" ON "cases" USING btree ("status","updated_at");--> statement-breakpoint
INSERT INTO "case_sections" ("id", "name_es", "name_ca", "name_en") VALUES
	(1, 'Facturación', 'Facturació', 'Billing'),
	(2, 'Contratación', 'Contractació', 'Contracts'),
	(3, 'Técnica', 'Tècnica', 'Technical'),
	(4, 'Atención al cliente', 'Atenció al client', 'Customer service'),
	(5, 'Reclamaciones', 'Reclamacions', 'Claims');--> statement-breakpoint
INSERT INTO "case_categories" ("id", "section_id", "name_es", "name_ca", "name_en", "signed", "unsigned", "sort") VALUES
	(1, 1, 'Consulta sobre una factura', 'Consulta sobre una factura', 'Invoice query', true, false, 1),
	(2, 1, 'Pagos y domiciliaciones', 'Pagaments i domiciliacions', 'Payments and direct debits', true, false, 2),
	(3, 2, 'Cambio de titular', 'Canvi de titular', 'Change of holder', true, false, 3),
	(4, 2, 'Cambio de tarifa o producto', 'Canvi de tarifa o producte', 'Change of tariff or product', true, false, 4),
	(5, 2, 'Baja del suministro', 'Baixa del subministrament', 'Ending the supply', true, false, 5),
	(6, 3, 'Avería o corte de suministro', 'Avaria o tall de subministrament', 'Fault or supply cut', true, false, 6),
	(7, 3, 'Contador', 'Comptador', 'Meter', true, false, 7),
	(8, 4, 'Datos personales', 'Dades personals', 'Personal data', true, false, 8),
	(9, 4, 'Otras consultas', 'Altres consultes', 'Other queries', true, false, 9),
	(20, 3, 'Autolectura', 'Autolectura', 'Meter reading', true, false, 20),
	(30, 2, 'Hacerme cliente e información comercial', 'Fer-me client i informació comercial', 'Becoming a customer and product information', false, true, 1),
	(31, 1, 'Consulta sobre una factura', 'Consulta sobre una factura', 'Invoice query', false, true, 2),
	(32, 4, 'Acceso a la oficina virtual', 'Accés a l''oficina virtual', 'Access to the online account', false, true, 3),
	(33, 4, 'Otras consultas', 'Altres consultes', 'Other queries', false, true, 4);
