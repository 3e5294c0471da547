CREATE TABLE "contact_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"language" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"surname1" text DEFAULT '' NOT NULL,
	"surname2" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"contact_hours" text,
	"cups" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"file_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"subscriber_id" integer NOT NULL,
	"newsletter_id" integer NOT NULL,
	"exported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_subscriber_id_newsletter_id_pk" PRIMARY KEY("subscriber_id","newsletter_id")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omip_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"met" boolean DEFAULT false NOT NULL,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omip_prices" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	CONSTRAINT "omip_prices_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "omip_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "omip_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "contact_leads" ADD CONSTRAINT "contact_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omip_alerts" ADD CONSTRAINT "omip_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omip_alerts" ADD CONSTRAINT "omip_alerts_product_id_omip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."omip_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omip_prices" ADD CONSTRAINT "omip_prices_product_id_omip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."omip_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_leads_kind_created_idx" ON "contact_leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_user_id_key" ON "newsletter_subscribers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "omip_alerts_user_id_idx" ON "omip_alerts" USING btree ("user_id");