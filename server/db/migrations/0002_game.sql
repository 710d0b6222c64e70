CREATE TABLE "control_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"game_state_id" text NOT NULL,
	"game_state_game_id" text NOT NULL,
	"control_id" text NOT NULL,
	"control_secret_code" text,
	"control_visual_code" text NOT NULL,
	"control_points" integer NOT NULL,
	"method" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"owner" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "controls" (
	"id" text PRIMARY KEY NOT NULL,
	"visual_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"secret_code" text NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"start_geo_hash" text,
	"start_lat" double precision,
	"start_lng" double precision,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_level_controls" (
	"id" text PRIMARY KEY NOT NULL,
	"game_level_id" text NOT NULL,
	"game_definition_id" text NOT NULL,
	"control_id" text NOT NULL,
	"points" integer NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"game_definition_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer NOT NULL,
	"min_number_controls" integer NOT NULL,
	"allow_gps_punching" boolean DEFAULT false NOT NULL,
	"allow_code_punching" boolean DEFAULT false NOT NULL,
	"min_distance_legal_punch" double precision,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_scores" (
	"owner_type" text NOT NULL,
	"owner" text NOT NULL,
	"period" text NOT NULL,
	"current_period" text NOT NULL,
	"game_geo_hash" text NOT NULL,
	"state" text NOT NULL,
	"score_type" text DEFAULT 'POINT_COUNT' NOT NULL,
	"league_id" text DEFAULT 'NONE' NOT NULL,
	"owner_nick_name" text,
	"score" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_owner_type_owner_period_current_period_game_geo_hash_state_score_type_league_id_pk" PRIMARY KEY("owner_type","owner","period","current_period","game_geo_hash","state","score_type","league_id")
);
--> statement-breakpoint
CREATE TABLE "game_states" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"game_definition_id" text NOT NULL,
	"game_level_id" text NOT NULL,
	"owner" text NOT NULL,
	"progress" text NOT NULL,
	"game_started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omap_game_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"omap_id" text NOT NULL,
	"game_definition_id" text NOT NULL,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omaps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source_type" text NOT NULL,
	"state" text NOT NULL,
	"tile_location" text,
	"image_location" text,
	"attribution" text,
	"primary_map" boolean DEFAULT false NOT NULL,
	"bottom_left_lat" double precision,
	"bottom_left_lng" double precision,
	"top_right_lat" double precision,
	"top_right_lng" double precision,
	"geo_hash" text,
	"max_zoom" integer,
	"min_zoom" integer,
	"world_file" text,
	"coordinate_system" text,
	"centre_lat" double precision,
	"centre_lng" double precision,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_relations" (
	"team_name_key" text NOT NULL,
	"user_sub" text NOT NULL,
	"user_nick_name" text NOT NULL,
	"state" text NOT NULL,
	"last_active_for_team" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_relations_team_name_key_user_sub_pk" PRIMARY KEY("team_name_key","user_sub")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_name_key" text PRIMARY KEY NOT NULL,
	"team_name" text NOT NULL,
	"team_state" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "control_visits_one_per_control_per_game" ON "control_visits" USING btree ("game_state_game_id","control_id");--> statement-breakpoint
CREATE INDEX "control_visits_by_owner_by_game_state_id" ON "control_visits" USING btree ("owner","game_state_id");--> statement-breakpoint
CREATE INDEX "control_visits_by_owner_by_control_id" ON "control_visits" USING btree ("owner","control_id");--> statement-breakpoint
CREATE INDEX "control_visits_by_owner_by_game_state_game_id" ON "control_visits" USING btree ("owner","game_state_game_id");--> statement-breakpoint
CREATE INDEX "controls_by_owner" ON "controls" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "game_definitions_by_state_by_start_geo_hash" ON "game_definitions" USING btree ("state","start_geo_hash");--> statement-breakpoint
CREATE INDEX "game_definitions_by_owner" ON "game_definitions" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "game_level_control_by_game_level_id" ON "game_level_controls" USING btree ("game_level_id","control_id");--> statement-breakpoint
CREATE INDEX "game_level_control_by_control_id" ON "game_level_controls" USING btree ("control_id");--> statement-breakpoint
CREATE INDEX "game_level_control_by_game_definition_id" ON "game_level_controls" USING btree ("game_definition_id");--> statement-breakpoint
CREATE INDEX "game_levels_by_game_definition_id_by_order" ON "game_levels" USING btree ("game_definition_id","order");--> statement-breakpoint
CREATE INDEX "game_scores_ranking" ON "game_scores" USING btree ("period","current_period","state","score_type","league_id","owner_type","game_geo_hash");--> statement-breakpoint
CREATE INDEX "game_scores_by_owner" ON "game_scores" USING btree ("owner","period","current_period");--> statement-breakpoint
CREATE INDEX "game_states_by_owner_by_progress" ON "game_states" USING btree ("owner","progress");--> statement-breakpoint
CREATE INDEX "game_states_by_owner_by_game_id" ON "game_states" USING btree ("owner","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "omap_game_definition_by_game_definition" ON "omap_game_definitions" USING btree ("game_definition_id","omap_id");--> statement-breakpoint
CREATE INDEX "omap_game_definition_by_omap" ON "omap_game_definitions" USING btree ("omap_id");--> statement-breakpoint
CREATE INDEX "omaps_by_state_by_geo_hash" ON "omaps" USING btree ("state","geo_hash");--> statement-breakpoint
CREATE INDEX "omaps_by_owner" ON "omaps" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "team_relations_by_user" ON "team_relations" USING btree ("user_sub","state");