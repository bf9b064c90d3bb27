import {
  SCHOOL_ANNOUNCEMENT_MESSAGES,
  SchoolAnnouncementCreateBodySchema,
  SchoolAnnouncementUpdateBodySchema,
  type SchoolAnnouncementDto,
} from '@homeroom/contract/school-announcements';
import { Megaphone } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { EditablePostCard } from '../../../components/editable-post-card.tsx';
import { TitleContentForm } from '../../../components/title-content-form.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import type { TimedMessage } from '../../../lib/use-timed-message.ts';
import { useCreateSchoolAnnouncement } from '../api/create-school-announcement.ts';
import { useDeleteSchoolAnnouncement } from '../api/delete-school-announcement.ts';
import { useUpdateSchoolAnnouncement } from '../api/update-school-announcement.ts';

interface SchoolAnnouncementsPanelProps {
  announcements: readonly SchoolAnnouncementDto[];
  /** A leader of the school writes, edits and deletes; families and teachers read. */
  canManage: boolean;
  /** A family with children at several schools sees which school wrote each one. */
  showSchool: boolean;
}

/** The school's announcements, newest first; its leaders publish, edit and delete them. */
export function SchoolAnnouncementsPanel({
  announcements,
  canManage,
  showSchool,
}: SchoolAnnouncementsPanelProps) {
  const { t } = useTranslation('schoolAnnouncements');
  const creation = usePanelCreation();
  const { status } = creation;
  const createAnnouncement = useCreateSchoolAnnouncement();

  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={announcements.length}
        createLabel={t('panel.create')}
        canCreate={canManage}
        creation={creation}
      />
      {creation.isCreating && (
        <TitleContentForm
          heading={translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.composeTitle)}
          schema={SchoolAnnouncementCreateBodySchema}
          submitLabel={translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.publish)}
          onCancel={creation.close}
          onSubmit={async (values) => {
            status.clear();
            await createAnnouncement.mutateAsync(values);
            creation.close();
            status.show({ tone: 'success', text: SCHOOL_ANNOUNCEMENT_MESSAGES.published });
          }}
        >
          <p className="text-sm text-slate-600">
            {translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.composeHint)}
          </p>
        </TitleContentForm>
      )}
      {announcements.length === 0 ? (
        <ContentEmpty
          icon={<Megaphone className="size-7" />}
          title={translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.empty)}
        />
      ) : (
        <ContentList>
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <SchoolAnnouncementItem
                announcement={announcement}
                canManage={canManage}
                showSchool={showSchool}
                onStatus={status.show}
              />
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}

interface SchoolAnnouncementItemProps {
  announcement: SchoolAnnouncementDto;
  canManage: boolean;
  showSchool: boolean;
  /** Reports a change to the panel, which outlives a deleted item. */
  onStatus: (message: TimedMessage) => void;
}

function SchoolAnnouncementItem({
  announcement,
  canManage,
  showSchool,
  onStatus,
}: SchoolAnnouncementItemProps) {
  const { t } = useTranslation('schoolAnnouncements');
  const updateAnnouncement = useUpdateSchoolAnnouncement(announcement.id);
  const deleteAnnouncement = useDeleteSchoolAnnouncement(announcement.id);

  return (
    <EditablePostCard
      title={announcement.title}
      date={announcement.date}
      canManage={canManage}
      renderEditForm={(close) => (
        <TitleContentForm
          heading={t('card.editHeading', { title: announcement.title })}
          schema={SchoolAnnouncementUpdateBodySchema}
          defaultValues={{ title: announcement.title, content: announcement.content }}
          submitLabel={t('card.save')}
          onCancel={close}
          onSubmit={async (values) => {
            await updateAnnouncement.mutateAsync(values);
            close();
            onStatus({ tone: 'success', text: SCHOOL_ANNOUNCEMENT_MESSAGES.updated });
          }}
        />
      )}
      deletion={{
        title: t('card.deleteTitle'),
        description: t('card.deleteDescription', {
          title: announcement.title,
          consequence: translateMessage(SCHOOL_ANNOUNCEMENT_MESSAGES.deleteConfirm),
        }),
        failureText: t('card.deleteFailed'),
        onDelete: async () => {
          await deleteAnnouncement.mutateAsync();
          onStatus({ tone: 'success', text: SCHOOL_ANNOUNCEMENT_MESSAGES.deleted });
        },
      }}
    >
      {showSchool && <p className="text-xs font-semibold text-brand-700">{announcement.school.name}</p>}
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{announcement.content}</p>
    </EditablePostCard>
  );
}
