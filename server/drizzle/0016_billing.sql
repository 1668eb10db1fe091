CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"seller_name_ar" text,
	"seller_name_en" text,
	"vat_number" text,
	"commercial_registration" text,
	"address_ar" text,
	"address_en" text,
	"bank_name" text,
	"account_holder" text,
	"iban" text,
	"prices_include_vat" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_settings_single_row_check" CHECK ("billing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_vat_number" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"is_test" boolean NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_name_en" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_commercial_registration" text NOT NULL,
	"seller_address_ar" text NOT NULL,
	"seller_address_en" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_vat_number" text,
	"plan_name_ar" text NOT NULL,
	"plan_name_en" text NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"before_vat_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"total_halalas" integer NOT NULL,
	"payment_method" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"qr" text NOT NULL,
	CONSTRAINT "invoices_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "invoices_seller_number_unique" UNIQUE("seller_vat_number","number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('standard', 'simplified')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."before_vat_halalas" + "invoices"."vat_halalas" = "invoices"."total_halalas")
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"starts_on" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_rates_rate_check" CHECK ("vat_rates"."rate_basis_points" >= 0 and "vat_rates"."rate_basis_points" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "buyer_vat_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_received_on" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_by_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_reference_unique" UNIQUE("transfer_reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('creditcard', 'applepay', 'stcpay', 'banktransfer'));--> statement-breakpoint
-- Saudi VAT has been 15 % since 1 July 2020; a later rate is added from system settings.
INSERT INTO "vat_rates" ("starts_on", "rate_basis_points") VALUES ('2020-07-01', 1500);--> statement-breakpoint
INSERT INTO "billing_settings" ("id") VALUES (1);
