CREATE TABLE "child_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reader_id" integer,
	"reader_name" text NOT NULL,
	"reader_role" text NOT NULL,
	"what" text NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_deletion_warnings" (
	"school_class_id" integer PRIMARY KEY NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"warned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "child_access_log" ADD CONSTRAINT "child_access_log_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_access_log" ADD CONSTRAINT "child_access_log_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_deletion_warnings" ADD CONSTRAINT "class_deletion_warnings_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_access_log_student_id_idx" ON "child_access_log" USING btree ("student_id","accessed_at");--> statement-breakpoint
CREATE INDEX "child_access_log_reader_id_idx" ON "child_access_log" USING btree ("reader_id");