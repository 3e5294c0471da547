CREATE TABLE "contract_change_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_change_request_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "contract_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "e_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_change_request_files" ADD CONSTRAINT "contract_change_request_files_request_id_contract_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contract_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_change_requests" ADD CONSTRAINT "contract_change_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_change_requests" ADD CONSTRAINT "contract_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_change_request_files_request_id_idx" ON "contract_change_request_files" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "contract_change_requests_contract_state_idx" ON "contract_change_requests" USING btree ("contract_id","state");