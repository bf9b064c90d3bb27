import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { schoolClasses } from '../classes/classes.table.ts';

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    schoolClassId: integer('school_class_id')
      .notNull()
      .references(() => schoolClasses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a leader of the school hides the story (docs/decisions.md, "Reports and hidden content"). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Its teachers turn new comments off; existing comments stay (docs/decisions.md, "Comments off"). */
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
  },
  (table) => [index('stories_school_class_id_idx').on(table.schoolClassId, table.createdAt)],
);

/** Pictures of a story: a display size and the full picture, both re-encoded without metadata. */
export const storyImages = pgTable(
  'story_images',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    fullImage: text('full_image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_images_story_id_idx').on(table.storyId)],
);

export const storyComments = pgTable(
  'story_comments',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone; the comment stays. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a leader of the school hides the comment: only its author still sees it, as hidden. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    index('story_comments_story_id_idx').on(table.storyId, table.createdAt),
    index('story_comments_author_id_idx').on(table.authorId),
  ],
);
