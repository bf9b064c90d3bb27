CREATE TABLE "content_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"school_class_id" integer,
	"group_id" integer,
	"author_id" integer,
	"reporter_id" integer,
	"text" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"school_class_id" integer,
	"group_id" integer,
	"author_id" integer,
	"text" text NOT NULL,
	"hidden_by_id" integer,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_school_class_id_school_classes_id_fk" FOREIGN KEY ("school_class_id") REFERENCES "public"."school_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_school_id_idx" ON "content_reports" USING btree ("school_id","status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_item_idx" ON "content_reports" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "content_reports_school_class_id_idx" ON "content_reports" USING btree ("school_class_id");--> statement-breakpoint
CREATE INDEX "content_reports_author_id_idx" ON "content_reports" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "content_reports_reporter_id_idx" ON "content_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_resolved_by_id_idx" ON "content_reports" USING btree ("resolved_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_unique" ON "content_reports" USING btree ("kind","item_id","reporter_id") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_items_item_unique" ON "hidden_items" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "hidden_items_school_id_idx" ON "hidden_items" USING btree ("school_id","hidden_at");--> statement-breakpoint
CREATE INDEX "hidden_items_school_class_id_idx" ON "hidden_items" USING btree ("school_class_id");--> statement-breakpoint
CREATE INDEX "hidden_items_author_id_idx" ON "hidden_items" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "hidden_items_hidden_by_id_idx" ON "hidden_items" USING btree ("hidden_by_id");