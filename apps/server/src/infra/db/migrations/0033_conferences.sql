CREATE TABLE "conference_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"guardian_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"day_reminder_at" timestamp with time zone,
	"hour_reminder_at" timestamp with time zone,
	CONSTRAINT "conference_bookings_slot_unique" UNIQUE("slot_id"),
	CONSTRAINT "conference_bookings_window_student_unique" UNIQUE("window_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "conference_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conference_slots_window_start_unique" UNIQUE("window_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "conference_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_class_id" integer NOT NULL,
	"teacher_user_id" integer,
	"days" jsonb NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"cutoff_hours" integer NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_window_id_conference_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."conference_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_slot_id_conference_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."conference_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_slots" ADD CONSTRAINT "conference_slots_window_id_conference_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."conference_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_windows" ADD CONSTRAINT "conference_windows_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_windows" ADD CONSTRAINT "conference_windows_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_bookings_guardian_idx" ON "conference_bookings" USING btree ("guardian_user_id");--> statement-breakpoint
CREATE INDEX "conference_bookings_student_idx" ON "conference_bookings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "conference_windows_class_idx" ON "conference_windows" USING btree ("school_class_id");