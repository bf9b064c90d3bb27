ALTER TABLE "school_classes" ADD COLUMN "content_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: every write to what the class page lists bumps its class's content version, in the writing transaction, so a cached class page is stale on every instance the moment the write commits, whichever code path wrote. The argument names how a row leads to its class.
CREATE FUNCTION "class_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows jsonb[] := ARRAY[]::jsonb[];
  changed jsonb;
  class_ids integer[] := ARRAY[]::integer[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN changed_rows := changed_rows || to_jsonb(OLD); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN changed_rows := changed_rows || to_jsonb(NEW); END IF;
  FOREACH changed IN ARRAY changed_rows LOOP
    IF TG_ARGV[0] = 'class' THEN
      class_ids := class_ids || (changed->>'school_class_id')::integer;
    ELSIF TG_ARGV[0] = 'student' THEN
      class_ids := class_ids || ARRAY(
        SELECT school_class_id FROM students WHERE id = (changed->>'student_id')::integer
        UNION SELECT school_class_id FROM student_class_years WHERE student_id = (changed->>'student_id')::integer);
    ELSIF TG_ARGV[0] = 'story' THEN
      class_ids := class_ids || ARRAY(SELECT school_class_id FROM stories WHERE id = (changed->>'story_id')::integer);
    ELSIF TG_ARGV[0] = 'event' THEN
      class_ids := class_ids || ARRAY(SELECT school_class_id FROM events WHERE id = (changed->>'event_id')::integer);
    ELSIF TG_ARGV[0] = 'assignment' THEN
      class_ids := class_ids || ARRAY(SELECT school_class_id FROM assignments WHERE id = (changed->>'assignment_id')::integer);
    ELSIF TG_ARGV[0] = 'assignee' THEN
      class_ids := class_ids || ARRAY(
        SELECT assignments.school_class_id FROM assignees JOIN assignments ON assignments.id = assignees.assignment_id
         WHERE assignees.id = (changed->>'assignee_id')::integer);
    ELSE
      RAISE EXCEPTION 'class_content_changed: unknown row kind %', TG_ARGV[0];
    END IF;
  END LOOP;
  UPDATE school_classes SET content_version = content_version + 1 WHERE id = ANY(class_ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "students_class_content" AFTER INSERT OR UPDATE OR DELETE ON "students" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "student_class_years_class_content" AFTER INSERT OR UPDATE OR DELETE ON "student_class_years" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "stories_class_content" AFTER INSERT OR UPDATE OR DELETE ON "stories" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "announcements_class_content" AFTER INSERT OR UPDATE OR DELETE ON "announcements" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "events_class_content" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "assignments_class_content" AFTER INSERT OR UPDATE OR DELETE ON "assignments" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('class');--> statement-breakpoint
CREATE TRIGGER "stickers_class_content" AFTER INSERT OR UPDATE OR DELETE ON "stickers" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('student');--> statement-breakpoint
CREATE TRIGGER "guardians_class_content" AFTER INSERT OR UPDATE OR DELETE ON "guardians" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('student');--> statement-breakpoint
CREATE TRIGGER "story_images_class_content" AFTER INSERT OR UPDATE OR DELETE ON "story_images" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('story');--> statement-breakpoint
CREATE TRIGGER "event_helpers_class_content" AFTER INSERT OR UPDATE OR DELETE ON "event_helpers" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('event');--> statement-breakpoint
CREATE TRIGGER "assignees_class_content" AFTER INSERT OR UPDATE OR DELETE ON "assignees" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('assignment');--> statement-breakpoint
CREATE TRIGGER "assignment_responses_class_content" AFTER INSERT OR UPDATE OR DELETE ON "assignment_responses" FOR EACH ROW EXECUTE FUNCTION "class_content_changed"('assignee');--> statement-breakpoint
-- A guardian's or a helper's name or picture is on the pages of their children's classes (now and before) and of the events they help at.
CREATE FUNCTION "class_people_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE school_classes SET content_version = content_version + 1 WHERE id IN (
    SELECT students.school_class_id FROM parents JOIN guardians ON guardians.parent_id = parents.id JOIN students ON students.id = guardians.student_id
     WHERE parents.user_id = NEW.id
    UNION SELECT student_class_years.school_class_id FROM parents JOIN guardians ON guardians.parent_id = parents.id
      JOIN student_class_years ON student_class_years.student_id = guardians.student_id WHERE parents.user_id = NEW.id
    UNION SELECT events.school_class_id FROM parents JOIN event_helpers ON event_helpers.parent_id = parents.id JOIN events ON events.id = event_helpers.event_id
     WHERE parents.user_id = NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_class_content" AFTER UPDATE OF "first_name", "last_name", "profile_picture" ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.profile_picture IS DISTINCT FROM NEW.profile_picture)
  EXECUTE FUNCTION "class_people_changed"();
