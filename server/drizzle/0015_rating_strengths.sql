-- The Ministry's 1447 H evaluation (issue 33; docs/evaluation-rating.md): an overall rating 1-5
-- with its label, the evaluator's strengths and areas for development, the levels' labels and
-- curve shares as data, and the criterion's corrected name. A form finalised before keeps its
-- old total and band in its history and gets its rating from its scores.

ALTER TABLE "evaluations" ADD COLUMN "weighted_score" double precision;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "overall_rating" integer;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "strengths" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "development_areas" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint

-- The weighted score of a closed form, to two decimals (halves up, as round() does for a
-- positive numeric), and the rating that rounds it, halves up: contract/evaluation-rating.ts.
UPDATE "evaluations" AS "form"
SET "weighted_score" = "rated"."weighted_score",
    "overall_rating" = LEAST(5, GREATEST(1, floor("rated"."weighted_score" + 0.5)))::integer,
    "history" = "form"."history" || jsonb_build_array(jsonb_build_object(
      'kind', 'ratingIntroduced',
      'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'previousTotal', "form"."total",
      'previousBandNameEn', (SELECT "name_en" FROM "evaluation_bands" WHERE "id" = "form"."band_id"),
      'previousBandNameAr', (SELECT "name_ar" FROM "evaluation_bands" WHERE "id" = "form"."band_id")))
FROM (
  SELECT "scored"."id",
         round(sum("criterion"."weight" * ("entry"->>'score')::numeric) * 100
               / NULLIF(sum("criterion"."weight"), 0)) / 100 AS "weighted_score"
  FROM "evaluations" AS "scored"
  CROSS JOIN LATERAL jsonb_array_elements("scored"."scores") AS "entry"
  JOIN "criteria" AS "criterion" ON "criterion"."id" = ("entry"->>'criterionId')::uuid
  WHERE "scored"."status" <> 'draft'
  GROUP BY "scored"."id"
) AS "rated"
WHERE "rated"."id" = "form"."id" AND "rated"."weighted_score" IS NOT NULL;--> statement-breakpoint

ALTER TABLE "evaluations" DROP CONSTRAINT "evaluations_band_id_evaluation_bands_id_fk";--> statement-breakpoint
ALTER TABLE "evaluations" DROP COLUMN "total";--> statement-breakpoint
ALTER TABLE "evaluations" DROP COLUMN "band_id";--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_overall_rating_check" CHECK ("evaluations"."overall_rating" is null or "evaluations"."overall_rating" between 1 and 5);--> statement-breakpoint

-- The five levels replace the old 0-100 bands, keeping their ids (devices update the rows they
-- hold). Labels: the guide's three upper levels, the civil-service performance rules' two
-- lower ones. Curve: the published split, 20 % at 5, 25 % at 4, 55 % at 3 or below.
ALTER TABLE "evaluation_bands" DROP CONSTRAINT "evaluation_bands_range_check";--> statement-breakpoint
ALTER TABLE "evaluation_bands" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "evaluation_bands" ADD COLUMN "curve_share_percent" double precision;--> statement-breakpoint
DELETE FROM "evaluation_bands" WHERE "id" NOT IN (
  '0195f3a0-0000-7000-8000-0000000000b1', '0195f3a0-0000-7000-8000-0000000000b2',
  '0195f3a0-0000-7000-8000-0000000000b3', '0195f3a0-0000-7000-8000-0000000000b4',
  '0195f3a0-0000-7000-8000-0000000000b5');--> statement-breakpoint
INSERT INTO "evaluation_bands" ("id", "min_score", "max_score", "name_en", "name_ar", "sort_order") VALUES
	('0195f3a0-0000-7000-8000-0000000000b1', 0, 0, '', '', 1),
	('0195f3a0-0000-7000-8000-0000000000b2', 0, 0, '', '', 2),
	('0195f3a0-0000-7000-8000-0000000000b3', 0, 0, '', '', 3),
	('0195f3a0-0000-7000-8000-0000000000b4', 0, 0, '', '', 4),
	('0195f3a0-0000-7000-8000-0000000000b5', 0, 0, '', '', 5)
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "evaluation_bands" AS "band"
SET "rating" = "level"."rating", "name_en" = "level"."name_en", "name_ar" = "level"."name_ar",
    "curve_share_percent" = "level"."curve_share_percent", "sort_order" = "level"."sort_order"
FROM (VALUES
	('0195f3a0-0000-7000-8000-0000000000b1'::uuid, 5, 'Exemplary', 'مثالي', 20::double precision, 1),
	('0195f3a0-0000-7000-8000-0000000000b2'::uuid, 4, 'Exceeded expectations', 'تخطى التوقعات', 25, 2),
	('0195f3a0-0000-7000-8000-0000000000b3'::uuid, 3, 'Met expectations', 'وافق التوقعات', NULL, 3),
	('0195f3a0-0000-7000-8000-0000000000b4'::uuid, 2, 'Needs development', 'بحاجة إلى تطوير', NULL, 4),
	('0195f3a0-0000-7000-8000-0000000000b5'::uuid, 1, 'Unsatisfactory', 'غير مرضٍ', NULL, 5)
) AS "level" ("id", "rating", "name_en", "name_ar", "curve_share_percent", "sort_order")
WHERE "band"."id" = "level"."id";--> statement-breakpoint
ALTER TABLE "evaluation_bands" ALTER COLUMN "rating" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_bands" DROP COLUMN "min_score";--> statement-breakpoint
ALTER TABLE "evaluation_bands" DROP COLUMN "max_score";--> statement-breakpoint
ALTER TABLE "evaluation_bands" ADD CONSTRAINT "evaluation_bands_rating_unique" UNIQUE("rating");--> statement-breakpoint
ALTER TABLE "evaluation_bands" ADD CONSTRAINT "evaluation_bands_rating_check" CHECK ("evaluation_bands"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "evaluation_bands" ADD CONSTRAINT "evaluation_bands_curve_share_check" CHECK ("evaluation_bands"."curve_share_percent" is null or "evaluation_bands"."curve_share_percent" between 0 and 100);--> statement-breakpoint

-- The criterion is written تهيئة البيئة التعليمية (the guide's wording), in every set.
UPDATE "criteria" SET "name_ar" = 'تهيئة البيئة التعليمية' WHERE "code" = 'learning_environment' AND "name_ar" = 'تهيئة بيئة تعليمية';
--> statement-breakpoint

-- Every form changed shape: mark them all, so each device that keeps one pulls it again.
UPDATE "evaluations" SET "strengths" = "strengths";
