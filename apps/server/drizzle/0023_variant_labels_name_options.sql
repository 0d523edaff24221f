-- Hand-written: a variant's label names each option by its own name ("Mode: Mode 2",
-- "Version: RTF, Mode: Mode 2") instead of the bare values ("RTF / Mode 2"), so carts and new
-- orders say what was chosen. Orders already placed keep the label they were placed with.
UPDATE "catalog_variant" AS v
SET "label" = l.label
FROM (
  SELECT v2.id, string_agg((o.value->>'name') || ': ' || (v2.options->>(o.value->>'name')), ', ' ORDER BY o.ordinality) AS label
  FROM "catalog_variant" AS v2
  JOIN "catalog_product" AS p ON p.id = v2.product_id
  CROSS JOIN LATERAL jsonb_array_elements(p.options) WITH ORDINALITY AS o(value, ordinality)
  WHERE v2.options ? (o.value->>'name')
  GROUP BY v2.id
) AS l
WHERE v.id = l.id;
