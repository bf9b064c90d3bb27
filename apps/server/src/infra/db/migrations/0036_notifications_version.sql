CREATE TABLE "notification_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every write to a user's notifications, and to a name their unread entries show, raises that user's notifications version in the writing transaction, so the bell's list kept in memory is stale on every instance the moment the write commits, whichever code path wrote (a cascade too). Users in id order, so that two fan-outs to the same people lock their versions in the same order. A user deleted in the same transaction is skipped: their version row goes with them.
CREATE FUNCTION "bump_notification_versions"(user_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_versions (user_id, version)
  SELECT users.id, 1 FROM users WHERE users.id = ANY(user_ids) ORDER BY users.id
  ON CONFLICT (user_id) DO UPDATE SET version = notification_versions.version + 1;
END;
$$;--> statement-breakpoint
-- Once per statement, not per row: a fan-out to a class is one more statement, whatever its size. A trigger with transition tables serves one event, hence three triggers.
CREATE FUNCTION "notifications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_notification_versions(ARRAY(SELECT DISTINCT user_id FROM new_entries));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_notification_versions(ARRAY(SELECT user_id FROM old_entries UNION SELECT user_id FROM new_entries));
  ELSE
    PERFORM bump_notification_versions(ARRAY(SELECT DISTINCT user_id FROM old_entries));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_inserted_version" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "notifications_changed"();--> statement-breakpoint
CREATE TRIGGER "notifications_updated_version" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "notifications_changed"();--> statement-breakpoint
CREATE TRIGGER "notifications_deleted_version" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_entries FOR EACH STATEMENT EXECUTE FUNCTION "notifications_changed"();--> statement-breakpoint
-- The list names the class, the school or the chat of each unread entry, and the other person of a direct chat: renaming one of them raises the versions of the users with an unread entry about it. The argument names what was renamed.
CREATE FUNCTION "notification_places_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'class' THEN
    PERFORM bump_notification_versions(ARRAY(SELECT DISTINCT user_id FROM notifications WHERE school_class_id = NEW.id AND NOT read));
  ELSIF TG_ARGV[0] = 'school' THEN
    PERFORM bump_notification_versions(ARRAY(SELECT DISTINCT user_id FROM notifications WHERE school_id = NEW.id AND NOT read));
  ELSIF TG_ARGV[0] = 'group' THEN
    PERFORM bump_notification_versions(ARRAY(SELECT DISTINCT user_id FROM notifications WHERE group_id = NEW.id AND NOT read));
  ELSIF TG_ARGV[0] = 'person' THEN
    PERFORM bump_notification_versions(ARRAY(
      SELECT DISTINCT notifications.user_id FROM chat_groups JOIN notifications ON notifications.group_id = chat_groups.id AND NOT notifications.read
       WHERE chat_groups.direct_message AND (chat_groups.owner_id = NEW.id OR chat_groups.recipient_id = NEW.id)));
  ELSE
    RAISE EXCEPTION 'notification_places_changed: unknown place kind %', TG_ARGV[0];
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "school_classes_notification_names" AFTER UPDATE OF "name" ON "school_classes" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "notification_places_changed"('class');--> statement-breakpoint
CREATE TRIGGER "schools_notification_names" AFTER UPDATE OF "name" ON "schools" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "notification_places_changed"('school');--> statement-breakpoint
CREATE TRIGGER "chat_groups_notification_names" AFTER UPDATE OF "name", "direct_message", "owner_id", "recipient_id" ON "chat_groups" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.direct_message IS DISTINCT FROM NEW.direct_message OR OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.recipient_id IS DISTINCT FROM NEW.recipient_id)
  EXECUTE FUNCTION "notification_places_changed"('group');--> statement-breakpoint
CREATE TRIGGER "users_notification_names" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION "notification_places_changed"('person');
