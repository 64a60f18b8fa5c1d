ALTER TABLE "products" ADD COLUMN "price_channels" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- products.price_channels: the channels in which an active variant of the product has a price. Kept here,
-- by statement triggers on variants and variant_prices, so that every writer (admin, seed, imports, SQL)
-- keeps it right and a bulk insert refreshes each product once.
CREATE OR REPLACE FUNCTION refresh_product_price_channels(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET price_channels = fresh.channels
  FROM (
    SELECT p2.id, coalesce(array_agg(DISTINCT vp.channel ORDER BY vp.channel) FILTER (WHERE vp.channel IS NOT NULL), '{}') AS channels
    FROM products p2
    LEFT JOIN variants v ON v.product_id = p2.id AND v.is_active
    LEFT JOIN variant_prices vp ON vp.variant_id = v.id
    WHERE p2.id = ANY (product_ids)
    GROUP BY p2.id
  ) fresh
  WHERE p.id = fresh.id AND p.price_channels IS DISTINCT FROM fresh.channels
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_refresh_price_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_price_channels(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_price_channels(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Stock changes with every order: only a variant switched on or off, or moved, changes the channels.
    PERFORM refresh_product_price_channels(array(
      SELECT unnest(array[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_active IS DISTINCT FROM o.is_active OR n.product_id IS DISTINCT FROM o.product_id
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_variant_price_channels(variant_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_product_price_channels(array(
    SELECT DISTINCT v.product_id FROM variants v WHERE v.id = ANY (variant_ids)
  ))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_prices_refresh_price_channels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_variant_price_channels(array(SELECT variant_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_variant_price_channels(array(SELECT variant_id FROM old_rows));
  ELSE
    PERFORM refresh_variant_price_channels(array(
      SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER variants_inserted_price_channels AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_price_channels();
--> statement-breakpoint
CREATE TRIGGER variants_updated_price_channels AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_price_channels();
--> statement-breakpoint
CREATE TRIGGER variants_deleted_price_channels AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_price_channels();
--> statement-breakpoint
CREATE TRIGGER variant_prices_inserted_price_channels AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_price_channels();
--> statement-breakpoint
CREATE TRIGGER variant_prices_updated_price_channels AFTER UPDATE ON variant_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_price_channels();
--> statement-breakpoint
CREATE TRIGGER variant_prices_deleted_price_channels AFTER DELETE ON variant_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_price_channels();
--> statement-breakpoint
SELECT refresh_product_price_channels(array(SELECT id FROM products));
