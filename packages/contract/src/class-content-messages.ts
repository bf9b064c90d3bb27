/**
 * Messages of docs/product.md, "Validation" and "Messages and errors" for what is posted to a class: announcements, events, stories and
 * comments. One set, because the three forms share their title, content and class messages.
 */
export const CLASS_CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  /** 'Date needs to be after' and today's date: a template, `dateNeedsToBeAfter(today)` fills it. */
  dateNeedsToBeAfter: 'Date needs to be after {{today}}',
  contentRequired: 'Content is required',
  /** On edit the announcement messages are lowercase (docs/product.md, "Validation"). */
  titleRequiredOnEdit: 'title is required',
  contentRequiredOnEdit: 'content is required',
  nameRequired: 'name is required',
  descriptionRequired: 'description is required',
  dateRequired: 'date is required',
  dateInvalid: 'Enter a valid date.',
  helpersInvalid: 'Enter a whole number of helpers, 0 or more.',
  classRequired: 'Class is required',
  eventRequired: 'Event is required',
  storyRequired: 'Story is required',
  commentEmpty: 'Write a comment first.',
  storiesInvalid: 'List up to 100 story ids, separated by commas.',
  announcementCreated: 'Announcement created successfully.',
  announcementCreateFailed: 'There was a problem creating the announcement.',
  eventCreated: 'Event created successfully.',
  eventCreateFailed: 'There was a problem creating the event.',
  storyCreated: 'Story created successfully.',
  storyCreateFailed: 'There was a problem creating the story.',
  noEventsToday: 'There are no events today.',
  noUpcomingEvents: 'There are no upcoming events.',
  noFinishedEvents: 'There are no finished events.',
  noHelpers: 'There are no helpers registered.',
  eventFull: 'All helper places for this event are taken.',
  alreadyHelper: 'You are already helping at this event.',
  eventFinished: 'This event is over.',
  notHelper: 'You are not helping at this event.',
} as const;
