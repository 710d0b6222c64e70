CREATE TABLE "game_score_areas" (
	"owner_type" text NOT NULL,
	"owner" text NOT NULL,
	"period" text NOT NULL,
	"current_period" text NOT NULL,
	"area" text NOT NULL,
	"state" text NOT NULL,
	"score_type" text DEFAULT 'POINT_COUNT' NOT NULL,
	"league_id" text DEFAULT 'NONE' NOT NULL,
	"owner_nick_name" text,
	"score" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_score_areas_pk" PRIMARY KEY("owner_type","owner","period","current_period","area","state","score_type","league_id")
);
--> statement-breakpoint
CREATE INDEX "game_score_areas_ranking" ON "game_score_areas" USING btree ("period","current_period","state","score_type","league_id","owner_type","area","score" DESC NULLS FIRST,"owner");
--> statement-breakpoint
-- Written by hand: the sums of the scores stored before this migration, per area (every prefix
-- of the game's geohash up to 4 characters), the nickname of each owner's latest row.
INSERT INTO "game_score_areas" ("owner_type","owner","period","current_period","area","state","score_type","league_id","owner_nick_name","score","created_at","updated_at")
SELECT "owner_type","owner","period","current_period",left("game_geo_hash", "precision"),"state","score_type","league_id",
       (array_agg("owner_nick_name" ORDER BY "updated_at" DESC))[1], sum("score"), min("created_at"), max("updated_at")
FROM "game_scores", generate_series(0, 4) AS "precisions"("precision")
WHERE length("game_geo_hash") >= "precision"
GROUP BY "owner_type","owner","period","current_period",left("game_geo_hash", "precision"),"state","score_type","league_id";
