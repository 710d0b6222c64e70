CREATE TABLE "score_claims" (
	"owner_type" text NOT NULL,
	"owner" text NOT NULL,
	"period" text NOT NULL,
	"current_period" text NOT NULL,
	"control_id" text NOT NULL,
	"points" integer NOT NULL,
	"game_geo_hash" text NOT NULL,
	"control_visit_id" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_claims_pk" PRIMARY KEY("owner_type","owner","period","current_period","control_id")
);
--> statement-breakpoint
-- Written by hand: the points rule (a control's points count once per owner and score period) on
-- the punches stored before it. First the claims: for each player, period and control the
-- earliest punch, its periods on the Europe/Oslo calendar as the domain keys them (ISO week
-- 'IYYY-"W"IW', 'YYYY-MM', 'YYYY').
INSERT INTO "score_claims" ("owner_type","owner","period","current_period","control_id","points","game_geo_hash","control_visit_id","punched_at")
SELECT DISTINCT ON ("p"."owner", "k"."period", "k"."key", "p"."control_id")
       'USER', "p"."owner", "k"."period", "k"."key", "p"."control_id", "p"."control_points", "p"."geo", "p"."id", "p"."punched_at"
FROM (
  SELECT "v"."id", "v"."owner", "v"."control_id", "v"."control_points", "v"."punched_at",
         coalesce("d"."start_geo_hash", '') AS "geo", "v"."punched_at" AT TIME ZONE 'Europe/Oslo' AS "local"
  FROM "control_visits" "v"
  LEFT JOIN "game_states" "s" ON "s"."id" = "v"."game_state_id"
  LEFT JOIN "game_definitions" "d" ON "d"."id" = "s"."game_definition_id"
) AS "p"
CROSS JOIN LATERAL (VALUES
  ('WEEK', to_char("p"."local", 'IYYY-"W"IW')),
  ('MONTH', to_char("p"."local", 'YYYY-MM')),
  ('YEAR', to_char("p"."local", 'YYYY'))
) AS "k"("period", "key")
ORDER BY "p"."owner", "k"."period", "k"."key", "p"."control_id", "p"."punched_at", "p"."id";
--> statement-breakpoint
-- A team's claims: the punches of every member who has collected points for it (a member's
-- `last_active_for_team` is moved to each punch that scored for the team, so no such punch is
-- later than it).
INSERT INTO "score_claims" ("owner_type","owner","period","current_period","control_id","points","game_geo_hash","control_visit_id","punched_at")
SELECT DISTINCT ON ("t"."team_name", "k"."period", "k"."key", "p"."control_id")
       'TEAM', "t"."team_name", "k"."period", "k"."key", "p"."control_id", "p"."control_points", "p"."geo", "p"."id", "p"."punched_at"
FROM (
  SELECT "v"."id", "v"."owner", "v"."control_id", "v"."control_points", "v"."punched_at",
         coalesce("d"."start_geo_hash", '') AS "geo", "v"."punched_at" AT TIME ZONE 'Europe/Oslo' AS "local"
  FROM "control_visits" "v"
  LEFT JOIN "game_states" "s" ON "s"."id" = "v"."game_state_id"
  LEFT JOIN "game_definitions" "d" ON "d"."id" = "s"."game_definition_id"
) AS "p"
JOIN "team_relations" "r" ON "r"."user_sub" = "p"."owner" AND "p"."punched_at" <= "r"."last_active_for_team"
JOIN "teams" "t" ON "t"."team_name_key" = "r"."team_name_key"
CROSS JOIN LATERAL (VALUES
  ('WEEK', to_char("p"."local", 'IYYY-"W"IW')),
  ('MONTH', to_char("p"."local", 'YYYY-MM')),
  ('YEAR', to_char("p"."local", 'YYYY'))
) AS "k"("period", "key")
ORDER BY "t"."team_name", "k"."period", "k"."key", "p"."control_id", "p"."punched_at", "p"."id";
--> statement-breakpoint
-- The sums under the rule: a score row is lowered to the points its owner's claims put in its
-- period and game area, never raised (scores a player deleted stay deleted; a row whose owner
-- has no claim, or both a PUBLIC and a PRIVATE row, is at most capped, never made larger).
UPDATE "game_scores" AS "g" SET "score" = "c"."points"
FROM (
  SELECT "owner_type", "owner", "period", "current_period", "game_geo_hash", sum("points") AS "points"
  FROM "score_claims"
  GROUP BY "owner_type", "owner", "period", "current_period", "game_geo_hash"
) AS "c"
WHERE "g"."owner_type" = "c"."owner_type" AND "g"."owner" = "c"."owner" AND "g"."period" = "c"."period"
  AND "g"."current_period" = "c"."current_period" AND "g"."game_geo_hash" = "c"."game_geo_hash"
  AND "g"."score" > "c"."points";
--> statement-breakpoint
-- The area sums again from the score rows (as migration 0006 first made them).
DELETE FROM "game_score_areas";
--> statement-breakpoint
INSERT INTO "game_score_areas" ("owner_type","owner","period","current_period","area","state","score_type","league_id","owner_nick_name","score","created_at","updated_at")
SELECT "owner_type","owner","period","current_period",left("game_geo_hash", "precision"),"state","score_type","league_id",
       (array_agg("owner_nick_name" ORDER BY "updated_at" DESC))[1], sum("score"), min("created_at"), max("updated_at")
FROM "game_scores", generate_series(0, 4) AS "precisions"("precision")
WHERE length("game_geo_hash") >= "precision"
GROUP BY "owner_type","owner","period","current_period",left("game_geo_hash", "precision"),"state","score_type","league_id";
