-- The card a payment was made with, as its platform describes it, for the receipt (issue 25 point 17).
ALTER TABLE "payment_transactions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "card_last4" text;