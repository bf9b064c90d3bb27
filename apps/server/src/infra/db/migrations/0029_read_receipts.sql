CREATE TABLE "acknowledgement_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"sent_by_id" integer,
	"recipient_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcement_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"announcement_id" integer,
	"story_id" integer,
	"event_id" integer,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "hide_read_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "needs_acknowledgement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acknowledgement_reminders" ADD CONSTRAINT "acknowledgement_reminders_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acknowledgement_reminders" ADD CONSTRAINT "acknowledgement_reminders_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_acknowledgements" ADD CONSTRAINT "announcement_acknowledgements_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_acknowledgements" ADD CONSTRAINT "announcement_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acknowledgement_reminders_announcement_idx" ON "acknowledgement_reminders" USING btree ("announcement_id","sent_at");--> statement-breakpoint
CREATE INDEX "acknowledgement_reminders_sent_by_idx" ON "acknowledgement_reminders" USING btree ("sent_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "announcement_acknowledgements_unique" ON "announcement_acknowledgements" USING btree ("announcement_id","user_id");--> statement-breakpoint
CREATE INDEX "announcement_acknowledgements_user_id_idx" ON "announcement_acknowledgements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reads_announcement_user_unique" ON "content_reads" USING btree ("announcement_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reads_story_user_unique" ON "content_reads" USING btree ("story_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reads_event_user_unique" ON "content_reads" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "content_reads_user_id_idx" ON "content_reads" USING btree ("user_id");