ALTER TABLE "users" ADD COLUMN "nickname_renamed_from" text;--> statement-breakpoint
UPDATE "users" SET "nickname" = NULL WHERE "nickname" IS NOT NULL AND btrim("nickname") = '';--> statement-breakpoint
UPDATE "users" SET "nickname" = btrim("nickname") WHERE "nickname" <> btrim("nickname");--> statement-breakpoint
DO $$
DECLARE
  clash record;
  suffix integer;
  candidate text;
BEGIN
  -- The oldest account keeps a nickname shared in any case; each later one gets the first free
  -- " 2", " 3", ... (within the 30 characters a nickname may have) and is told at next sign-in.
  FOR clash IN
    SELECT "id", "nickname" FROM (
      SELECT "id", "nickname", row_number() OVER (
        PARTITION BY lower("nickname") ORDER BY "created_at", "id"
      ) AS "rank"
      FROM "users" WHERE "nickname" IS NOT NULL
    ) AS "ranked"
    WHERE "rank" > 1
    ORDER BY lower("nickname"), "rank"
  LOOP
    suffix := 2;
    LOOP
      candidate := left(clash."nickname", 30 - length(' ' || suffix)) || ' ' || suffix;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "users" WHERE lower("nickname") = lower(candidate));
      suffix := suffix + 1;
    END LOOP;
    UPDATE "users" SET "nickname_renamed_from" = "nickname", "nickname" = candidate
      WHERE "id" = clash."id";
    UPDATE "team_relations" SET "user_nick_name" = candidate WHERE "user_sub" = clash."id"::text;
    UPDATE "game_scores" SET "owner_nick_name" = candidate
      WHERE "owner_type" = 'USER' AND "owner" = clash."id"::text;
    UPDATE "game_score_areas" SET "owner_nick_name" = candidate
      WHERE "owner_type" = 'USER' AND "owner" = clash."id"::text;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_key" ON "users" USING btree (lower(btrim("nickname")));
