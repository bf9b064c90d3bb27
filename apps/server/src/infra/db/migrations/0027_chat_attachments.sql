CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"uploader_id" integer NOT NULL,
	"message_id" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"file" text NOT NULL,
	"preview_file" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_id_idx" ON "chat_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "chat_attachments_group_id_idx" ON "chat_attachments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_uploader_id_idx" ON "chat_attachments" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_unsent_idx" ON "chat_attachments" USING btree ("created_at") WHERE "chat_attachments"."message_id" IS NULL;