ALTER TABLE "product_translations" ADD COLUMN "parameter_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "parameter_values" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- product_translations.parameter_names / parameter_values: a product's distinct parameters per language,
-- kept by statement triggers on product_parameters (and on new translations) for every writer.
CREATE OR REPLACE FUNCTION refresh_product_parameter_lists(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) = 0 THEN
    RETURN;
  END IF;
  -- Two writers of one product's parameters: the second waits here and then reads what the first wrote.
  PERFORM 1 FROM product_translations t WHERE t.product_id = ANY (product_ids)
    ORDER BY t.product_id, t.locale FOR UPDATE;
  UPDATE product_translations t
  SET parameter_names = fresh.names, parameter_values = fresh.vals
  FROM (
    SELECT t2.product_id, t2.locale,
           coalesce(array_agg(pp.name ORDER BY pp.name, pp.value) FILTER (WHERE pp.name IS NOT NULL), '{}') AS names,
           coalesce(array_agg(pp.value ORDER BY pp.name, pp.value) FILTER (WHERE pp.name IS NOT NULL), '{}') AS vals
    FROM product_translations t2
    LEFT JOIN (
      SELECT DISTINCT p.product_id, p.locale, p.name, p.value FROM product_parameters p
      WHERE p.product_id = ANY (product_ids)
    ) pp ON pp.product_id = t2.product_id AND pp.locale = t2.locale
    WHERE t2.product_id = ANY (product_ids)
    GROUP BY t2.product_id, t2.locale
  ) fresh
  WHERE t.product_id = fresh.product_id AND t.locale = fresh.locale
    AND (t.parameter_names, t.parameter_values) IS DISTINCT FROM (fresh.names, fresh.vals);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_parameters_refresh_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_parameter_lists(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_parameter_lists(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM refresh_product_parameter_lists(array(
      SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows
    ));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_translations_refresh_parameter_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_parameter_lists(array(SELECT DISTINCT product_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_parameters_inserted_lists AFTER INSERT ON product_parameters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parameters_refresh_lists();
--> statement-breakpoint
CREATE TRIGGER product_parameters_updated_lists AFTER UPDATE ON product_parameters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parameters_refresh_lists();
--> statement-breakpoint
CREATE TRIGGER product_parameters_deleted_lists AFTER DELETE ON product_parameters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_parameters_refresh_lists();
--> statement-breakpoint
CREATE TRIGGER product_translations_inserted_parameter_lists AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_translations_refresh_parameter_lists();
--> statement-breakpoint
SELECT refresh_product_parameter_lists(array(SELECT id FROM products));
