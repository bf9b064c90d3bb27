CREATE TABLE "school_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_user_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notifications_unread_unique";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "school_announcements" ADD CONSTRAINT "school_announcements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_announcements" ADD CONSTRAINT "school_announcements_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_announcements_school_id_idx" ON "school_announcements" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_school_id_idx" ON "notifications" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_unique" ON "notifications" USING btree ("user_id","type",coalesce("school_class_id", 0),coalesce("group_id", 0),coalesce("school_id", 0)) WHERE not "notifications"."read";