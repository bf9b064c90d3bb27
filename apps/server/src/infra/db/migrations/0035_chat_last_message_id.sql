ALTER TABLE "chat_groups" ADD COLUMN "last_message_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "chat_groups" SET "last_message_id" = coalesce((SELECT max("id") FROM "chat_messages" WHERE "chat_messages"."group_id" = "chat_groups"."id"), 0);
