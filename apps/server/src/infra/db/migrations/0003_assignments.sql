CREATE TABLE "assignees" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" integer,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignees_assignment_student_unique" UNIQUE("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignee_id" integer NOT NULL,
	"text" text,
	"image" text,
	"video" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_responses_assignee_id_unique" UNIQUE("assignee_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_class_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"maximum_score" integer NOT NULL,
	"response_format" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "assignees" ADD CONSTRAINT "assignees_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignees" ADD CONSTRAINT "assignees_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_responses" ADD CONSTRAINT "assignment_responses_assignee_id_assignees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."assignees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignees_student_id_idx" ON "assignees" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assignments_school_class_id_idx" ON "assignments" USING btree ("school_class_id","created_at");