CREATE TABLE "chat_export_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"group_id" integer,
	"group_name" text NOT NULL,
	"reader_id" integer,
	"reader_name" text NOT NULL,
	"format" text NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(content, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "chat_export_log" ADD CONSTRAINT "chat_export_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_export_log" ADD CONSTRAINT "chat_export_log_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_export_log" ADD CONSTRAINT "chat_export_log_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_export_log_school_id_idx" ON "chat_export_log" USING btree ("school_id","exported_at");--> statement-breakpoint
CREATE INDEX "chat_export_log_reader_id_idx" ON "chat_export_log" USING btree ("reader_id");--> statement-breakpoint
CREATE INDEX "chat_messages_search_document_idx" ON "chat_messages" USING gin ("search_document");