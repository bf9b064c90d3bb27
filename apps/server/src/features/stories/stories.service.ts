import type { StoryCommentDto, StoryCreateBody, StoryDto, StoryImageDto, StoryUpdateBody } from '@homeroom/contract/stories';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { MediaStorage } from '../../infra/storage/media-storage.ts';
import { newMediaKey, processUploadedImage } from '../../infra/storage/images.ts';
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
    };
  }

  function toImageDto(image: StoryImageRow): StoryImageDto {
    return { id: image.id, story: image.storyId, image: storage.urlFor(image.image), full_image: storage.urlFor(image.fullImage) };
  }

  function toStoryDto(story: StoryRow, images: StoryImageRow[]): StoryDto {
    return {
      id: story.id,
      title: story.title,
      content: story.content,
      date: story.createdAt.toISOString(),
      school_class: story.schoolClassId,
      story_images: images.map(toImageDto),
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

  /** The story, if the actor is in its class (its teacher or a parent). */
  async function requireVisibleStory(actor: Actor, storyId: number, { toWrite = false } = {}): Promise<StoryRow> {
    const story = await findStory(storyId);
    await access.requireClassMember(actor, story.schoolClassId, { toWrite });
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

    /** Deletes the story with its comments and pictures. */
    async deleteStory(actor: Actor, storyId: number): Promise<void> {
      await requireOwnStory(actor, storyId);
      const imageKeys = await repo.deleteStory(db, storyId);
      await Promise.all(imageKeys.map((key) => storage.delete(key)));
    },

    /** Adds a picture to a story, kept at a display size and at full size. */
    async addStoryImage(actor: Actor, storyId: number, upload: Buffer): Promise<StoryImageDto> {
      await requireOwnStory(actor, storyId);
      const [display, full] = await Promise.all([
        processUploadedImage(upload, 'image', DISPLAY_SIZE),
        processUploadedImage(upload, 'image', FULL_SIZE),
      ]);
      const keys = { image: newMediaKey('stories', display.extension), fullImage: newMediaKey('stories', full.extension) };
      await Promise.all([storage.put(keys.image, display.data), storage.put(keys.fullImage, full.data)]);
      const image = await repo.insertStoryImage(db, { storyId, ...keys });
      if (!image) throw new Error('story image insert returned nothing');
      return toImageDto(image);
    },

    async listComments(actor: Actor, storyId: number): Promise<StoryCommentDto[]> {
      await requireVisibleStory(actor, storyId);
      return (await repo.listComments(db, storyId)).map(toCommentDto);
    },

    /** A comment by the class's teacher or a parent of the class. */
    async addComment(actor: Actor, storyId: number, content: string): Promise<StoryCommentDto> {
      await requireVisibleStory(actor, storyId, { toWrite: true });
      const inserted = await repo.insertComment(db, { storyId, authorId: actor.userId, content });
      const comment = inserted && (await repo.findComment(db, inserted.id));
      if (!comment) throw new Error('comment insert returned nothing');
      return toCommentDto(comment);
    },

    /** The latest few stories of each of the classes, for Home, whose access is checked there. One query. */
    listLatestStoriesOfClasses: (classIds: number[], perClass: number) => repo.listLatestStoriesOfClasses(db, classIds, perClass),

    /** The class's stories with their pictures, in two queries. */
    async listClassStories(classId: number): Promise<StoryDto[]> {
      const classStories = await repo.listClassStories(db, classId);
      const images = await repo.listImagesOfStories(db, classStories.map((story) => story.id));
      return classStories.map((story) => toStoryDto(story, images.filter((image) => image.storyId === story.id)));
    },
  };
}
