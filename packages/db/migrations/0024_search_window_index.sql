-- Hand-written INCLUDE (drizzle's index builder has none): a search's window matches the text and joins the
-- artwork and artist visibility from the index alone, an index-only scan that reads no table rows.
CREATE INDEX "products_search_window_idx" ON "products" USING btree ("rank" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("search_text","artwork_id","artist_id") WHERE "products"."is_active" and "products"."is_artist_active" and "products"."owner_user_id" is null and "products"."device_id" is null;
