ALTER TABLE "chat_members" ADD COLUMN "last_read_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Members of existing chats start with everything read, rather than their whole history unread at once.
UPDATE "chat_members" SET "last_read_message_id" = coalesce((SELECT max("id") FROM "chat_messages" WHERE "chat_messages"."group_id" = "chat_members"."group_id"), 0);
