ALTER TABLE "omaps" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "omaps" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "omaps" ADD COLUMN "image_tile_location" text;