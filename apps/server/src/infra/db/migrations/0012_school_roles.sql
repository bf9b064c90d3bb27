ALTER TABLE "teachers" ADD COLUMN "school_role" text DEFAULT 'teacher' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_school_role_check" CHECK ("teachers"."school_role" in ('pending', 'teacher', 'leader'));--> statement-breakpoint
-- Schools that existed before leaders: the first teacher who chose each becomes its leader.
UPDATE "teachers" SET "school_role" = 'leader' WHERE "id" IN (SELECT min("id") FROM "teachers" WHERE "school_id" IS NOT NULL GROUP BY "school_id");
