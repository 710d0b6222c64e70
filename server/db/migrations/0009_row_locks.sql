CREATE TABLE "row_locks" (
	"name" text PRIMARY KEY NOT NULL
);
