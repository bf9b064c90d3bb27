import { MODERATION_MESSAGES } from '@homeroom/contract/moderation';
import type { StoryCommentDto, StoryCommentsBody, StoryCreateBody, StoryDto, StoryImageDto, StoryUpdateBody } from '@homeroom/contract/stories';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImageAtSizes } from '../../infra/storage/images.ts';
import type { ClassContentListener } from '../classes/class-content-listener.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import * as repo from './stories.repo.ts';
import type { CommentRow, StoryImageRow, StoryRow } from './stories.repo.ts';

/** Story pictures are shown at this size in the list, and opened up to FULL_SIZE on click. */
const DISPLAY_SIZE = 1280;
const FULL_SIZE = 3200;

export type StoriesService = ReturnType<typeof createStoriesService>;

interface StoriesDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'toUserSummary'>;
  classes: ClassesService;
  access: ClassAccess;
  storage: MediaStorage;
  listener: ClassContentListener;
}

/** Class stories with their pictures and the comments of the class. */
export function createStoriesService({ db, accounts, classes, access, storage, listener }: StoriesDependencies) {
  function toCommentDto(comment: CommentRow): StoryCommentDto {
    const { author } = comment;
    return {
      id: comment.id,
      author: author ? accounts.toUserSummary(author) : null,
      content: comment.content,
      created_at: comment.createdAt.toISOString(),
      updated_at: comment.updatedAt.toISOString(),
      story: comment.storyId,
      ...(comment.hiddenAt ? { hidden_by_school: true } : {}),
    };
  }

  function toImageDto(image: Pick<StoryImageRow, 'id' | 'storyId' | 'image' | 'fullImage'>): StoryImageDto {
    return { id: image.id, story: image.storyId, image: storage.urlFor(image.image), full_image: storage.urlFor(image.fullImage) };
  }

  function toStoryDto(story: StoryRow, images: Pick<StoryImageRow, 'id' | 'storyId' | 'image' | 'fullImage'>[]): StoryDto {
    return {
      id: story.id,
      title: story.title,
      content: story.content,
      date: story.createdAt.toISOString(),
      school_class: story.schoolClassId,
      story_images: images.map(toImageDto),
      ...(story.hiddenAt ? { hidden_by_school: true } : {}),
      comments_enabled: story.commentsEnabled,
    };
  }

  async function findStory(storyId: number): Promise<StoryRow> {
    const story = await repo.findStory(db, storyId);
    if (!story) throw AppError.notFound();
    return story;
  }

  async function requireOwnStory(actor: Actor, storyId: number): Promise<StoryRow> {
    const story = await findStory(storyId);
    await classes.requireClassTeacher(actor, story.schoolClassId);
    return story;
  }

  /** The story, if the actor is in its class (its teacher or a parent) or leads its school; one the school hides only for its teachers. */
  async function requireVisibleStory(actor: Actor, storyId: number): Promise<StoryRow> {
    const story = await findStory(storyId);
    const { role } = await access.requireClassMember(actor, story.schoolClassId);
    if (story.hiddenAt && role !== 'teacher') throw AppError.notFound();
    return story;
  }

  return {
    async publishStory(actor: Actor, body: StoryCreateBody): Promise<StoryDto> {
      await classes.requireClassTeacher(actor, body.school_class);
      const story = await repo.insertStory(db, { schoolClassId: body.school_class, title: body.title, content: body.content });
      if (!story) throw new Error('story insert returned nothing');
      await listener.storyPublished({ id: story.id, classId: story.schoolClassId, title: story.title });
      return toStoryDto(story, []);
    },

    async editStory(actor: Actor, storyId: number, body: StoryUpdateBody): Promise<StoryDto> {
      await requireOwnStory(actor, storyId);
      const story = await repo.updateStory(db, storyId, body);
      if (!story) throw AppError.notFound();
      return toStoryDto(story, await repo.listImagesOfStories(db, [storyId]));
    },

    /** A teacher of the class turns new comments on the story on or off; existing comments stay. */
    async setStoryComments(actor: Actor, storyId: number, body: StoryCommentsBody): Promise<StoryDto> {
      const story = await findStory(storyId);
      await classes.requireClassTeacher(actor, story.schoolClassId);
      const updated = await repo.updateStory(db, storyId, { commentsEnabled: body.comments_enabled });
      if (!updated) throw AppError.notFound();
      return toStoryDto(updated, await repo.listImagesOfStories(db, [storyId]));
    },

    /** Deletes the story with its comments and pictures. */
    async deleteStory(actor: Actor, storyId: number): Promise<void> {
      await requireOwnStory(actor, storyId);
      const imageKeys = await repo.deleteStory(db, storyId);
      await Promise.all(imageKeys.map((key) => storage.delete(key)));
    },

    /** Adds a picture to a story, kept at a display size and at full size. */
    async addStoryImage(actor: Actor, storyId: number, upload: Buffer): Promise<StoryImageDto> {
      await requireOwnStory(actor, storyId);
      const [display, full] = await processUploadedImageAtSizes(upload, 'image', [DISPLAY_SIZE, FULL_SIZE]);
      if (!display || !full) throw new Error('a story picture was not encoded at both sizes');
      const keys = { image: newMediaKey('stories', display.extension), fullImage: newMediaKey('stories', full.extension) };
      await Promise.all([storage.put(keys.image, display.data), storage.put(keys.fullImage, full.data)]);
      const image = await repo.insertStoryImage(db, { storyId, ...keys });
      if (!image) throw new Error('story image insert returned nothing');
      return toImageDto(image);
    },

    async listComments(actor: Actor, storyId: number): Promise<StoryCommentDto[]> {
      await requireVisibleStory(actor, storyId);
      return (await repo.listComments(db, storyId, actor.userId)).map(toCommentDto);
    },

    /**
     * The comments of several stories of a class in one answer, as its Stories tab shows them:
     * two statements for any number of stories (the viewer's access, then the comments). Stories
     * not in the class, or hidden from the viewer, add nothing. 404 for an unknown class, 403
     * for anyone outside it.
     */
    async listCommentsOfStories(actor: Actor, classId: number, storyIds: number[]): Promise<StoryCommentDto[]> {
      const { role } = await access.requireClassViewer(actor, classId);
      const rows = await repo.listCommentsOfClassStories(db, { classId, storyIds, viewerId: actor.userId, withHiddenStories: role === 'teacher' });
      return rows.map(toCommentDto);
    },

    /** A comment by the class's teacher or a parent of the class. */
    async addComment(actor: Actor, storyId: number, content: string): Promise<StoryCommentDto> {
      const story = await requireVisibleStory(actor, storyId);
      // A leader of the school reads the comments but does not write in a class they do not teach.
      await access.requireClassParticipant(actor, story.schoolClassId);
      if (!story.commentsEnabled) throw AppError.conflict(MODERATION_MESSAGES.commentsOff);
      const inserted = await repo.insertComment(db, { storyId, authorId: actor.userId, content });
      const comment = inserted && (await repo.findComment(db, inserted.id));
      if (!comment) throw new Error('comment insert returned nothing');
      return toCommentDto(comment);
    },

    /** The latest few stories of each of the classes, for Home, whose access is checked there. One query. */
    listLatestStoriesOfClasses: (classIds: number[], perClass: number) => repo.listLatestStoriesOfClasses(db, classIds, perClass),

    /** The class's stories with their pictures, in two queries; those the school hides only `withHidden` (for its teachers). */
    async listClassStories(classId: number, { withHidden }: { withHidden: boolean }): Promise<StoryDto[]> {
      return (await repo.listClassStories(db, classId, { withHidden })).map(({ story, images }) => toStoryDto(story, images));
    },

    /** A story as moderation sees it (its class and text; a story's author is its class's teacher); null if unknown. */
    async describeStory(storyId: number): Promise<ModeratedContent | null> {
      const story = await repo.findStory(db, storyId);
      if (!story) return null;
      const isHidden = story.hiddenAt !== null;
      return { classId: story.schoolClassId, authorId: null, text: `${story.title}\n\n${story.content}`, isHidden, isVisible: !isHidden };
    },

    /** A comment as moderation sees it; not visible while it or its story is hidden. Null if unknown. */
    async describeComment(commentId: number): Promise<ModeratedContent | null> {
      const comment = await repo.findCommentWithClass(db, commentId);
      if (!comment) return null;
      const isHidden = comment.hiddenAt !== null;
      return { classId: comment.classId, authorId: comment.authorId, text: comment.content, isHidden, isVisible: !isHidden && comment.storyHiddenAt === null };
    },

    /** Hides the story from everyone but its class's teachers, or shows it again; access is the caller's (moderation). */
    setStoryHidden: (storyId: number, isHidden: boolean) => repo.setStoryHiddenAt(db, storyId, isHidden ? new Date() : null),

    /** Hides the comment from everyone but its author, or shows it again; access is the caller's (moderation). */
    setCommentHidden: (commentId: number, isHidden: boolean) => repo.setCommentHiddenAt(db, commentId, isHidden ? new Date() : null),
  };
}

/** A story or comment as the moderation feature reads it. */
export interface ModeratedContent {
  classId: number;
  /** Null for a story (its class's teachers answer for it) and for a comment whose author's account is gone. */
  authorId: number | null;
  text: string;
  isHidden: boolean;
  /** Whether the members of its class see it now. */
  isVisible: boolean;
}
