-- Indexes for the back office's lists at 100,000 users and 50,000 orders (issue 43; figures in
-- bench/admin-lists.bench.ts). Trigram indexes serve searches inside names, e-mails, invoices and
-- transaction ids (ILIKE '%…%'): see docs/decisions/023-trigram-search.md.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "nfc_orders_created_idx" ON "nfc_orders" USING btree ("created_at","code");--> statement-breakpoint
CREATE INDEX "nfc_orders_status_created_idx" ON "nfc_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_paid_user_idx" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'Completed';--> statement-breakpoint
CREATE INDEX "payments_invoice_trgm_idx" ON "payments" USING gin ("invoice_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_trx_trgm_idx" ON "payments" USING gin ("trx_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_gateway_payment_trgm_idx" ON "payments" USING gin ("gateway_payment_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);