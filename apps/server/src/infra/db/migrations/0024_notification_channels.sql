CREATE TABLE "digest_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place_name" text NOT NULL,
	"title" text NOT NULL,
	"digest_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digests_user_date_unique" UNIQUE("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "held_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place_key" text NOT NULL,
	"push" jsonb,
	"mail" jsonb,
	"release_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_alerts_user_place_unique" UNIQUE("user_id","place_key")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "messages_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "stories_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "announcements_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "events_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "calls_channel" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "digest_hour" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_items" ADD CONSTRAINT "digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_items" ADD CONSTRAINT "digest_items_digest_id_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."digests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digests" ADD CONSTRAINT "digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_alerts" ADD CONSTRAINT "held_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_items_waiting_idx" ON "digest_items" USING btree ("user_id") WHERE "digest_items"."digest_id" is null;--> statement-breakpoint
CREATE INDEX "held_alerts_release_at_idx" ON "held_alerts" USING btree ("release_at");--> statement-breakpoint
-- Today's e-mail switches carry over: on stays e-mail, off becomes in-app only.
UPDATE "user_settings" SET
	"messages_channel" = CASE WHEN "message_received_notification" THEN 'email' ELSE 'in_app' END,
	"stories_channel" = CASE WHEN "new_story_notification" THEN 'email' ELSE 'in_app' END,
	"announcements_channel" = CASE WHEN "new_announcement_notification" THEN 'email' ELSE 'in_app' END,
	"events_channel" = CASE WHEN "new_event_notification" THEN 'email' ELSE 'in_app' END;
