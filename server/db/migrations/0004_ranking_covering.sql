-- Written by hand: drizzle cannot express INCLUDE. The same index as 0003 (the schema's
-- game_scores_ranking_by_area), now covering owner and score so a ranking of an area is read
-- from the index alone (an index-only scan) instead of fetching every row from the table.
DROP INDEX "game_scores_ranking_by_area";--> statement-breakpoint
CREATE INDEX "game_scores_ranking_by_area" ON "game_scores" USING btree ("period","current_period","state","score_type","league_id","owner_type","game_geo_hash" text_pattern_ops) INCLUDE ("owner","score");
