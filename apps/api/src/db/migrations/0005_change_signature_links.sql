CREATE TABLE "change_request_signature_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_request_signature_links" ADD CONSTRAINT "change_request_signature_links_request_id_contract_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contract_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_request_signature_links_hash_key" ON "change_request_signature_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "change_request_signature_links_request_idx" ON "change_request_signature_links" USING btree ("request_id");