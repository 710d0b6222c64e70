CREATE TABLE "post_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"control_id" text NOT NULL,
	"game_definition_id" text,
	"kind" text NOT NULL,
	"note" text,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "post_reports_one_open" ON "post_reports" USING btree ("owner","control_id") WHERE "post_reports"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "post_reports_by_control" ON "post_reports" USING btree ("control_id","closed_at");
