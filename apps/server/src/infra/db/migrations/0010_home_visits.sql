CREATE TABLE "home_visits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignees" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;