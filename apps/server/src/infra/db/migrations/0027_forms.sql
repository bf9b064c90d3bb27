CREATE TABLE "form_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"guardian_user_id" integer,
	"signed_name" text NOT NULL,
	"answers" jsonb NOT NULL,
	"consent" boolean,
	"supersedes_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_classes" (
	"form_id" integer NOT NULL,
	"school_class_id" integer NOT NULL,
	CONSTRAINT "form_classes_form_id_school_class_id_pk" PRIMARY KEY("form_id","school_class_id")
);
--> statement-breakpoint
CREATE TABLE "form_students" (
	"form_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "form_students_form_id_student_id_pk" PRIMARY KEY("form_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"pdf" text,
	"questions" jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_supersedes_id_form_answers_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."form_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_classes" ADD CONSTRAINT "form_classes_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_classes" ADD CONSTRAINT "form_classes_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_students" ADD CONSTRAINT "form_students_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_students" ADD CONSTRAINT "form_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_form_student_idx" ON "form_answers" USING btree ("form_id","student_id");--> statement-breakpoint
CREATE INDEX "form_answers_guardian_user_id_idx" ON "form_answers" USING btree ("guardian_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_first_unique" ON "form_answers" USING btree ("form_id","student_id") WHERE "form_answers"."supersedes_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "form_answers_supersedes_unique" ON "form_answers" USING btree ("supersedes_id");--> statement-breakpoint
CREATE INDEX "form_classes_school_class_id_idx" ON "form_classes" USING btree ("school_class_id");--> statement-breakpoint
CREATE INDEX "form_students_student_id_idx" ON "form_students" USING btree ("student_id");--> statement-breakpoint
-- Hand-written: a signed answer is never changed in place (a correction is a new row); only the link to the signer's account may be cleared, when the account is deleted.
CREATE FUNCTION "form_answers_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.form_id, NEW.student_id, NEW.signed_name, NEW.answers, NEW.consent, NEW.supersedes_id, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.form_id, OLD.student_id, OLD.signed_name, OLD.answers, OLD.consent, OLD.supersedes_id, OLD.created_at)
     OR NEW.guardian_user_id IS NOT NULL AND NEW.guardian_user_id IS DISTINCT FROM OLD.guardian_user_id THEN
    RAISE EXCEPTION 'a signed form answer cannot be changed: add a correction instead' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "form_answers_no_update" BEFORE UPDATE ON "form_answers" FOR EACH ROW EXECUTE FUNCTION "form_answers_refuse_update"();
