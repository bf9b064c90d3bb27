CREATE TABLE "office_hours" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_hours" ADD CONSTRAINT "office_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;