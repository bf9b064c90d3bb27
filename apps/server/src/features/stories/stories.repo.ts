import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../infra/db/client.ts';
import { users, userSummaryColumns } from '../accounts/accounts.table.ts';
import { stories, storyComments, storyImages } from './stories.table.ts';

export type StoryRow = typeof stories.$inferSelect;
export type StoryImageRow = typeof storyImages.$inferSelect;

export async function insertStory(executor: Executor, values: Pick<StoryRow, 'schoolClassId' | 'title' | 'content'>) {
  const [row] = await executor.insert(stories).values(values).returning();
  return row;
}

export async function findStory(executor: Executor, storyId: number) {
  const [row] = await executor.select().from(stories).where(eq(stories.id, storyId));
  return row;
}

export async function updateStory(executor: Executor, storyId: number, changes: Partial<Pick<StoryRow, 'title' | 'content' | 'commentsEnabled'>>) {
  const [row] = await executor.update(stories).set(changes).where(eq(stories.id, storyId)).returning();
  return row;
}

/** Deletes the story and answers the keys of its pictures, so their files can go too. */
export async function deleteStory(executor: Executor, storyId: number): Promise<string[]> {
  const images = await executor.select({ image: storyImages.image, fullImage: storyImages.fullImage }).from(storyImages).where(eq(storyImages.storyId, storyId));
  await executor.delete(stories).where(eq(stories.id, storyId));
  return images.flatMap((image) => [image.image, image.fullImage]);
}

/** Newest first; stories the school hides only `withHidden` (for the class's teachers). */
/** The class's stories, newest first, each with its pictures in the same row: one query for any number. */
export function listClassStories(executor: Executor, classId: number, { withHidden }: { withHidden: boolean }) {
  return executor
    .select({
      story: stories,
      images: sql<Pick<StoryImageRow, 'id' | 'storyId' | 'image' | 'fullImage'>[]>`(
        SELECT coalesce(json_agg(json_build_object('id', story_images.id, 'storyId', story_images.story_id,
                 'image', story_images.image, 'fullImage', story_images.full_image) ORDER BY story_images.id), '[]'::json)
          FROM story_images WHERE story_images.story_id = "stories"."id"
      )`,
    })
    .from(stories)
    .where(and(eq(stories.schoolClassId, classId), withHidden ? undefined : isNull(stories.hiddenAt)))
    .orderBy(desc(stories.createdAt), desc(stories.id));
}

/** Hides the story (a time) or shows it again (null); answers whether it exists. */
export async function setStoryHiddenAt(executor: Executor, storyId: number, hiddenAt: Date | null): Promise<boolean> {
  const rows = await executor.update(stories).set({ hiddenAt }).where(eq(stories.id, storyId)).returning({ id: stories.id });
  return rows.length > 0;
}

/** Hides the comment (a time) or shows it again (null); answers whether it exists. */
export async function setCommentHiddenAt(executor: Executor, commentId: number, hiddenAt: Date | null): Promise<boolean> {
  const rows = await executor.update(storyComments).set({ hiddenAt }).where(eq(storyComments.id, commentId)).returning({ id: storyComments.id });
  return rows.length > 0;
}

/** The latest `perClass` stories of each of the classes, newest first, in one query. */
export function listLatestStoriesOfClasses(executor: Executor, classIds: number[], perClass: number) {
  if (classIds.length === 0) return Promise.resolve([]);
  const ranked = executor
    .select({
      id: stories.id,
      schoolClassId: stories.schoolClassId,
      title: stories.title,
      createdAt: stories.createdAt,
      rank: sql<number>`row_number() over (partition by ${stories.schoolClassId} order by ${stories.createdAt} desc, ${stories.id} desc)`.as('rank'),
    })
    .from(stories)
    .where(and(inArray(stories.schoolClassId, classIds), isNull(stories.hiddenAt)))
    .as('ranked');
  return executor
    .select({ id: ranked.id, schoolClassId: ranked.schoolClassId, title: ranked.title, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, perClass))
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

export function listImagesOfStories(executor: Executor, storyIds: number[]): Promise<StoryImageRow[]> {
  if (storyIds.length === 0) return Promise.resolve([]);
  return executor.select().from(storyImages).where(inArray(storyImages.storyId, storyIds)).orderBy(asc(storyImages.id));
}

export async function insertStoryImage(executor: Executor, values: Pick<StoryImageRow, 'storyId' | 'image' | 'fullImage'>) {
  const [row] = await executor.insert(storyImages).values(values).returning();
  return row;
}

export async function insertComment(executor: Executor, values: { storyId: number; authorId: number; content: string }) {
  const [row] = await executor.insert(storyComments).values(values).returning({ id: storyComments.id });
  return row;
}

function selectComments(executor: Executor) {
  return executor
    .select({
      id: storyComments.id,
      storyId: storyComments.storyId,
      content: storyComments.content,
      createdAt: storyComments.createdAt,
      updatedAt: storyComments.updatedAt,
      hiddenAt: storyComments.hiddenAt,
      author: userSummaryColumns(users),
    })
    .from(storyComments)
    .leftJoin(users, eq(users.id, storyComments.authorId))
    .$dynamic();
}

export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

/**
 * Comments of a story with their authors, oldest first (the newest is last): those the school
 * hides only for their own author, the viewer.
 */
export function listComments(executor: Executor, storyId: number, viewerId: number) {
  return selectComments(executor)
    .where(and(eq(storyComments.storyId, storyId), or(isNull(storyComments.hiddenAt), eq(storyComments.authorId, viewerId))))
    .orderBy(asc(storyComments.createdAt), asc(storyComments.id));
}

/**
 * The comments of the listed stories of one class, oldest first within each story, in one
 * statement whatever their number: stories of another class are left out, and so are those the
 * school hides unless `withHiddenStories` (its teachers); comments the school hides only for
 * their own author, the viewer.
 */
export function listCommentsOfClassStories(
  executor: Executor,
  { classId, storyIds, viewerId, withHiddenStories }: { classId: number; storyIds: number[]; viewerId: number; withHiddenStories: boolean },
) {
  if (storyIds.length === 0) return Promise.resolve([]);
  return selectComments(executor)
    .innerJoin(stories, eq(stories.id, storyComments.storyId))
    .where(
      and(
        inArray(storyComments.storyId, storyIds),
        eq(stories.schoolClassId, classId),
        withHiddenStories ? undefined : isNull(stories.hiddenAt),
        or(isNull(storyComments.hiddenAt), eq(storyComments.authorId, viewerId)),
      ),
    )
    .orderBy(asc(storyComments.storyId), asc(storyComments.createdAt), asc(storyComments.id));
}

export async function findComment(executor: Executor, commentId: number) {
  const [row] = await selectComments(executor).where(eq(storyComments.id, commentId));
  return row;
}

/** A comment with its story's class, for reports and hiding. */
export async function findCommentWithClass(executor: Executor, commentId: number) {
  const [row] = await executor
    .select({
      id: storyComments.id,
      storyId: storyComments.storyId,
      authorId: storyComments.authorId,
      content: storyComments.content,
      hiddenAt: storyComments.hiddenAt,
      storyHiddenAt: stories.hiddenAt,
      classId: stories.schoolClassId,
    })
    .from(storyComments)
    .innerJoin(stories, eq(stories.id, storyComments.storyId))
    .where(eq(storyComments.id, commentId));
  return row;
}
