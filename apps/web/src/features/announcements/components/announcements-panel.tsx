import {
  AnnouncementCreateBodySchema,
  AnnouncementUpdateBodySchema,
  type AnnouncementDto,
} from '@homeroom/contract/announcements';
import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { Megaphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { EditablePostCard } from '../../../components/editable-post-card.tsx';
import { TitleContentForm } from '../../../components/title-content-form.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import type { TimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';
import { useUpdateAnnouncement } from '../api/update-announcement.ts';

const AnnouncementFormSchema = AnnouncementCreateBodySchema.pick({ title: true, content: true });

interface AnnouncementsPanelProps {
  classId: number;
  announcements: readonly AnnouncementDto[];
  /** The class's teacher writes, edits and deletes; parents read. */
  canManage: boolean;
  /** Under each announcement: who read it, or the family's "I've read this" (read receipts, handed in by the class page). */
  renderReceipt?: (announcement: AnnouncementDto) => ReactNode;
}

/** Newest first, whatever order they come in. */
function newestFirst(announcements: readonly AnnouncementDto[]): AnnouncementDto[] {
  return [...announcements].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** The class's announcements; its teacher creates, edits and deletes them (docs/product.md, "Pages and navigation"). */
export function AnnouncementsPanel({
  classId,
  announcements,
  canManage,
  renderReceipt,
}: AnnouncementsPanelProps) {
  const { t } = useTranslation('announcements');
  const [asksAcknowledgement, setAsksAcknowledgement] = useState(false);
  const creation = usePanelCreation();
  const { status } = creation;
  const createAnnouncement = useCreateAnnouncement(classId);

  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('title')}
        count={announcements.length}
        createLabel={t('create')}
        canCreate={canManage}
        creation={creation}
      />
      {creation.isCreating && (
        <TitleContentForm
          heading={t('create')}
          schema={AnnouncementFormSchema}
          submitLabel={t('post')}
          onCancel={creation.close}
          onSubmit={async (values) => {
            status.clear();
            try {
              await createAnnouncement.mutateAsync({ ...values, needs_acknowledgement: asksAcknowledgement });
            } catch (error) {
              status.show({ tone: 'error', text: CLASS_CONTENT_MESSAGES.announcementCreateFailed });
              throw error;
            }
            creation.close();
            setAsksAcknowledgement(false);
            status.show({ tone: 'success', text: CLASS_CONTENT_MESSAGES.announcementCreated });
          }}
        >
          <AcknowledgementCheckbox checked={asksAcknowledgement} onChange={setAsksAcknowledgement} />
        </TitleContentForm>
      )}
      {announcements.length === 0 ? (
        <ContentEmpty icon={<Megaphone className="size-7" />} title={t('empty')} />
      ) : (
        <ContentList>
          {newestFirst(announcements).map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementItem
                classId={classId}
                announcement={announcement}
                canManage={canManage}
                onStatus={status.show}
                receipt={renderReceipt?.(announcement)}
              />
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}

interface AnnouncementItemProps {
  classId: number;
  announcement: AnnouncementDto;
  canManage: boolean;
  /** Reports a change to the panel, which outlives a deleted item. */
  onStatus: (message: TimedMessage) => void;
  receipt?: ReactNode;
}

/** One announcement, with the teacher's edit mode (docs/product.md, "States at a glance") and delete after confirmation. */
function AnnouncementItem({ classId, announcement, canManage, onStatus, receipt }: AnnouncementItemProps) {
  const { t } = useTranslation('announcements');
  const updateAnnouncement = useUpdateAnnouncement(classId, announcement.id);
  const deleteAnnouncement = useDeleteAnnouncement(classId, announcement.id);
  const [asksAcknowledgement, setAsksAcknowledgement] = useState(announcement.needs_acknowledgement);

  return (
    <EditablePostCard
      title={announcement.title}
      date={announcement.date}
      canManage={canManage}
      renderEditForm={(close) => (
        <TitleContentForm
          heading={t('editHeading', { title: announcement.title })}
          schema={AnnouncementUpdateBodySchema}
          defaultValues={{ title: announcement.title, content: announcement.content }}
          submitLabel={t('save')}
          onCancel={close}
          onSubmit={async (values) => {
            await updateAnnouncement.mutateAsync({ ...values, needs_acknowledgement: asksAcknowledgement });
            close();
            onStatus({ tone: 'success', text: t('updated') });
          }}
        >
          <AcknowledgementCheckbox checked={asksAcknowledgement} onChange={setAsksAcknowledgement} />
        </TitleContentForm>
      )}
      deletion={{
        title: t('deleteTitle'),
        description: t('deleteDescription', { title: announcement.title }),
        failureText: t('deleteFailed'),
        onDelete: async () => {
          await deleteAnnouncement.mutateAsync();
          onStatus({ tone: 'success', text: t('deleted') });
        },
      }}
    >
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{announcement.content}</p>
      {receipt}
    </EditablePostCard>
  );
}

/** Whether each family is asked to tap "I've read this" (docs/product.md, "Read receipts"). */
function AcknowledgementCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('readReceipts');
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('content.needsAcknowledgementLabel')}
    </label>
  );
}
