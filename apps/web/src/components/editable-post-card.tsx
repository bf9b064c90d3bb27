import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ContentCard, EditMenu } from './content-card.tsx';

interface PostDeletion {
  /** The dialog's question, e.g. 'Delete this story?'. */
  title: string;
  /** What will be removed, and for whom. */
  description: string;
  failureText: string;
  /** Deletes the post; the dialog closes once it resolves and stays open with `failureText` if it throws. */
  onDelete: () => Promise<void>;
}

interface EditablePostCardProps {
  title: string;
  date?: string;
  dateFormat?: Intl.DateTimeFormatOptions;
  /** The class's teacher edits and deletes; everyone else only reads. */
  canManage: boolean;
  /** The edit form, shown in place of the card (docs/product.md, "States at a glance" edit mode); `close` goes back to the card. */
  renderEditForm: (close: () => void) => ReactNode;
  deletion: PostDeletion;
  /** What the others may do with the post (report it to the school), in place of the teacher's menu. */
  readerActions?: ReactNode;
  children: ReactNode;
}

/**
 * A story, announcement or event as the class sees it: a card that the teacher switches to its
 * edit form or deletes after confirmation, from the card's Edit and Delete menu.
 */
export function EditablePostCard({
  title,
  date,
  dateFormat,
  canManage,
  renderEditForm,
  deletion,
  readerActions,
  children,
}: EditablePostCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  if (isEditing) return renderEditForm(() => setIsEditing(false));

  return (
    <ContentCard
      title={title}
      date={date}
      dateFormat={dateFormat}
      actions={
        canManage ? (
          <EditMenu
            itemTitle={title}
            onEdit={() => setIsEditing(true)}
            onDelete={() => setIsConfirmingDelete(true)}
          />
        ) : (
          readerActions
        )
      }
    >
      {children}
      {canManage && (
        <ConfirmDialog
          open={isConfirmingDelete}
          title={deletion.title}
          failureText={deletion.failureText}
          onCancel={() => setIsConfirmingDelete(false)}
          onConfirm={async () => {
            await deletion.onDelete();
            setIsConfirmingDelete(false);
          }}
        >
          {deletion.description}
        </ConfirmDialog>
      )}
    </ContentCard>
  );
}
