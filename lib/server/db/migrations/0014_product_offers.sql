CREATE TABLE "product_offers" (
	"product_id" integer NOT NULL,
	"channel" text NOT NULL,
	"own_net_price" integer,
	"czech_net_price" integer,
	"price_count" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"on_stock" boolean NOT NULL,
	CONSTRAINT "product_offers_product_id_channel_pk" PRIMARY KEY("product_id","channel")
);
--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- product_offers: a product's lowest price, number of prices and stock flags per channel, which listings,
-- cards and suggestions read instead of the product's variants and prices. Kept by statement triggers on
-- variants and variant_prices for every writer; it takes over from products.price_channels (0013).
-- The channels are the shop's two (lib/config/channels.ts); a new channel needs a migration here.
CREATE OR REPLACE FUNCTION refresh_product_offers(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  -- Two orders that sell out two variants of one product must not each count the other's as on stock:
  -- the second waits here for the first to end, and the statements below see what it wrote. Rows are
  -- locked in one order, so two writers never wait for each other in a circle.
  PERFORM 1 FROM product_offers o WHERE o.product_id = ANY (product_ids)
    ORDER BY o.product_id, o.channel FOR UPDATE;
  DELETE FROM product_offers o
  WHERE o.product_id = ANY (product_ids)
    AND NOT EXISTS (
      SELECT FROM variants v
      JOIN variant_prices vp ON vp.variant_id = v.id AND vp.channel IN (o.channel, 'cz')
      WHERE v.product_id = o.product_id AND v.is_active
    );
  INSERT INTO product_offers AS o
    (product_id, channel, own_net_price, czech_net_price, price_count, in_stock, on_stock)
  SELECT v.product_id, c.channel,
         min(own.net_price),
         min(cz.net_price) FILTER (WHERE own.net_price IS NULL),
         count(DISTINCT coalesce(own.net_price, cz.net_price)),
         bool_or(v.stock > 0 OR v.backorder),
         bool_or(v.stock > 0)
  FROM variants v
  CROSS JOIN (VALUES ('cz'), ('sk')) AS c (channel)
  LEFT JOIN variant_prices own ON own.variant_id = v.id AND own.channel = c.channel
  LEFT JOIN variant_prices cz ON cz.variant_id = v.id AND cz.channel = 'cz' AND c.channel <> 'cz'
  WHERE v.product_id = ANY (product_ids) AND v.is_active
  GROUP BY v.product_id, c.channel
  HAVING count(own.net_price) + count(cz.net_price) > 0
  ORDER BY v.product_id, c.channel
  ON CONFLICT (product_id, channel) DO UPDATE SET
    own_net_price = excluded.own_net_price,
    czech_net_price = excluded.czech_net_price,
    price_count = excluded.price_count,
    in_stock = excluded.in_stock,
    on_stock = excluded.on_stock
  WHERE (o.own_net_price, o.czech_net_price, o.price_count, o.in_stock, o.on_stock)
    IS DISTINCT FROM (excluded.own_net_price, excluded.czech_net_price, excluded.price_count,
                      excluded.in_stock, excluded.on_stock);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_refresh_product_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offers(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offers(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    -- Stock changes with every order: the offer changes only when a variant runs out, comes back, or
    -- is switched on, off, to backorder or to another product.
    PERFORM refresh_product_offers(array(
      SELECT DISTINCT unnest(array[n.product_id, o.product_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.is_active IS DISTINCT FROM o.is_active OR n.product_id IS DISTINCT FROM o.product_id
        OR n.backorder IS DISTINCT FROM o.backorder OR (n.stock > 0) IS DISTINCT FROM (o.stock > 0)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_prices_refresh_product_offers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_offers(array(
      SELECT DISTINCT v.product_id FROM new_rows n JOIN variants v ON v.id = n.variant_id
    ));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_offers(array(
      SELECT DISTINCT v.product_id FROM old_rows o JOIN variants v ON v.id = o.variant_id
    ));
  ELSE
    PERFORM refresh_product_offers(array(
      SELECT DISTINCT v.product_id FROM variants v
      WHERE v.id IN (SELECT variant_id FROM new_rows UNION SELECT variant_id FROM old_rows)
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- products.price_channels (0013) said in which channels a product is priced: an offers row says it now.
DROP TRIGGER variants_inserted_price_channels ON variants;
--> statement-breakpoint
DROP TRIGGER variants_updated_price_channels ON variants;
--> statement-breakpoint
DROP TRIGGER variants_deleted_price_channels ON variants;
--> statement-breakpoint
DROP TRIGGER variant_prices_inserted_price_channels ON variant_prices;
--> statement-breakpoint
DROP TRIGGER variant_prices_updated_price_channels ON variant_prices;
--> statement-breakpoint
DROP TRIGGER variant_prices_deleted_price_channels ON variant_prices;
--> statement-breakpoint
DROP FUNCTION variants_refresh_price_channels();
--> statement-breakpoint
DROP FUNCTION variant_prices_refresh_price_channels();
--> statement-breakpoint
DROP FUNCTION refresh_variant_price_channels(integer[]);
--> statement-breakpoint
DROP FUNCTION refresh_product_price_channels(integer[]);
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_channels";
--> statement-breakpoint
CREATE TRIGGER variants_inserted_offers AFTER INSERT ON variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_offers();
--> statement-breakpoint
CREATE TRIGGER variants_updated_offers AFTER UPDATE ON variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_offers();
--> statement-breakpoint
CREATE TRIGGER variants_deleted_offers AFTER DELETE ON variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_offers();
--> statement-breakpoint
CREATE TRIGGER variant_prices_inserted_offers AFTER INSERT ON variant_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_product_offers();
--> statement-breakpoint
CREATE TRIGGER variant_prices_updated_offers AFTER UPDATE ON variant_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_product_offers();
--> statement-breakpoint
CREATE TRIGGER variant_prices_deleted_offers AFTER DELETE ON variant_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variant_prices_refresh_product_offers();
--> statement-breakpoint
SELECT refresh_product_offers(array(SELECT id FROM products));
