ALTER TABLE "user_settings" DROP COLUMN "message_received_notification";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "new_announcement_notification";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "new_story_notification";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "new_event_notification";