CREATE TABLE "student_class_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"school_class_id" integer NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_class_years_student_class_unique" UNIQUE("student_id","school_class_id")
);
--> statement-breakpoint
ALTER TABLE "school_classes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_class_years" ADD CONSTRAINT "student_class_years_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_class_years" ADD CONSTRAINT "student_class_years_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_class_years_school_class_id_idx" ON "student_class_years" USING btree ("school_class_id");