ALTER TABLE "coupons" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "code_url" text;