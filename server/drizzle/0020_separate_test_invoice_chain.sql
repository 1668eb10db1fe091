-- The sandbox's test invoices count in a chain of their own (docs/billing.md, "The chain").
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_seller_number_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_seller_number_unique" UNIQUE("seller_vat_number","is_test","number");--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_pkey";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD COLUMN "is_test" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "invoice_counters" ALTER COLUMN "is_test" DROP DEFAULT;--> statement-breakpoint
-- Each chain goes on after its own last invoice.
DELETE FROM "invoice_counters";--> statement-breakpoint
INSERT INTO "invoice_counters" ("seller_vat_number", "is_test", "last_number", "last_hash")
SELECT DISTINCT ON ("seller_vat_number", "is_test") "seller_vat_number", "is_test", "number", "hash"
FROM "invoices"
ORDER BY "seller_vat_number", "is_test", "number" DESC;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_seller_vat_number_is_test_pk" PRIMARY KEY("seller_vat_number","is_test");
