CREATE TABLE "control_code_tries" (
	"owner" text NOT NULL,
	"control_id" text NOT NULL,
	"recent_wrong_at" timestamp with time zone[] NOT NULL,
	"wrong_total" integer DEFAULT 0 NOT NULL,
	"refused_total" integer DEFAULT 0 NOT NULL,
	"last_outcome" text NOT NULL,
	"last_try_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "control_code_tries_pk" PRIMARY KEY("owner","control_id")
);
--> statement-breakpoint
CREATE INDEX "control_code_tries_by_control" ON "control_code_tries" USING btree ("control_id");