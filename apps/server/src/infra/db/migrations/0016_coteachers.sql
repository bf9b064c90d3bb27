CREATE TABLE "class_coteachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_coteachers_class_teacher_unique" UNIQUE("school_class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "coteacher_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coteacher_invitations_class_teacher_unique" UNIQUE("school_class_id","teacher_id")
);
--> statement-breakpoint
ALTER TABLE "class_coteachers" ADD CONSTRAINT "class_coteachers_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_coteachers" ADD CONSTRAINT "class_coteachers_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coteacher_invitations" ADD CONSTRAINT "coteacher_invitations_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coteacher_invitations" ADD CONSTRAINT "coteacher_invitations_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coteacher_invitations" ADD CONSTRAINT "coteacher_invitations_invited_by_id_teachers_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_coteachers_teacher_id_idx" ON "class_coteachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "coteacher_invitations_teacher_id_idx" ON "coteacher_invitations" USING btree ("teacher_id");