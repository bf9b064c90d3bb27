-- Mail queued before this change gets a Message-ID of its own, which its next attempts keep.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "mail_outbox" SET "message_id" = '<' || gen_random_uuid()::text || '@homeroom.local>' WHERE "message_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL;
