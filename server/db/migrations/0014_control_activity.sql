CREATE INDEX IF NOT EXISTS "control_visits_by_control_id_by_punched_at" ON "control_visits" USING btree ("control_id","punched_at","method");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "game_states_by_game_definition_id_by_started" ON "game_states" USING btree ("game_definition_id","game_started_at");
