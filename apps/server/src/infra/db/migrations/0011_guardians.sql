CREATE TABLE "guardian_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_student_parent_unique" UNIQUE("student_id","parent_id")
);
--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_parent_id_parents_id_fk";
--> statement-breakpoint
DROP INDEX "students_parent_id_idx";--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "invite_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_invitations" ADD CONSTRAINT "guardian_invitations_invited_by_id_parents_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_invitations_student_id_idx" ON "guardian_invitations" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "guardians_parent_id_idx" ON "guardians" USING btree ("parent_id");--> statement-breakpoint
-- Today's links become the first guardians, and their codes count as used.
INSERT INTO "guardians" ("student_id", "parent_id", "created_at") SELECT "id", "parent_id", "created_at" FROM "students" WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
UPDATE "students" SET "invite_code" = NULL WHERE "parent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "students" DROP COLUMN "parent_id";