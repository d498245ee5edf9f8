-- The payments ledger sorts by amount, status and method (issue 43): an index for each, so a
-- page deep in a sorted ledger of 100,000 payments is read in order rather than sorted whole.
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount_poisha","id");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payments_gateway_idx" ON "payments" USING btree ("gateway","id");