ALTER TABLE "assignment_responses" DROP CONSTRAINT "assignment_responses_assignee_id_assignees_id_fk";
--> statement-breakpoint
ALTER TABLE "assignees" ALTER COLUMN "id" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "assignment_responses" ADD CONSTRAINT "assignment_responses_assignee_id_assignees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."assignees"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Hand-written: new ids come from the application (random, not guessable), so the sequence goes.
ALTER TABLE "assignees" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "assignees_id_seq";--> statement-breakpoint
-- Hand-written backfill: existing assignees get random positive 32-bit ids too, drawn from
-- gen_random_uuid() (a strong random source); their work follows through ON UPDATE CASCADE.
DO $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  FOR old_id IN SELECT id FROM assignees ORDER BY id LOOP
    LOOP
      new_id := ('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::integer & 2147483647;
      EXIT WHEN new_id > 0 AND NOT EXISTS (SELECT 1 FROM assignees WHERE id = new_id);
    END LOOP;
    UPDATE assignees SET id = new_id WHERE id = old_id;
  END LOOP;
END $$;
