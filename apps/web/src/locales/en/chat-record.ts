/** Edits, removals and typing in a chat, in English (docs/decisions.md, "Chat record"). */
export const chatRecord = {
  actions: {
    menu: 'Actions for your message',
    edit: 'Edit',
    remove: 'Remove',
  },
  editor: {
    label: 'Edit your message',
    hint: 'Enter saves, Escape cancels.',
    save: 'Save',
    cancel: 'Cancel',
    failed: 'The message could not be saved.',
  },
  removal: {
    title: 'Remove this message?',
    text: 'The others will see “Message removed” in its place. The school keeps it on its record.',
    confirm: 'Remove',
    failed: 'The message could not be removed.',
  },
  edited: {
    marker: 'edited',
    markerLabel: 'Edited at {{time}}: show the earlier versions',
    title: 'Earlier versions',
    loading: 'Loading the earlier versions...',
    failed: 'The earlier versions could not be loaded.',
    none: 'No earlier version.',
    current: 'Now',
    writtenAt: 'Written {{time}}',
  },
  typing: {
    one: '{{name}} is typing...',
    two: '{{first}} and {{second}} are typing...',
    many: 'Several people are typing...',
  },
} as const;
