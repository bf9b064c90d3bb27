import { CLASS_CONTENT_MESSAGES } from '@homeroom/contract/class-fields';
import { type EventDto, type EventPeriod } from '@homeroom/contract/events';
import { Check, HandHelping, UserMinus, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { EditablePostCard } from '../../../components/editable-post-card.tsx';
import { PersonAvatar } from '../../../components/person-avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { useRegisterHelper } from '../api/register-helper.ts';
import { useUnregisterHelper } from '../api/unregister-helper.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { openPlacesOf } from '../event-periods.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { EventForm } from './event-form.tsx';

/** An event's day with its weekday, so parents see at a glance which day of the week it is. */
const EVENT_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

export interface EventViewer {
  /** The signed-in user, to find them among the helpers. */
  userId: number | undefined;
  /** The class's teacher edits and deletes; everyone else in the class is a parent who may help. */
  isTeacher: boolean;
  /** Reads the events without helping: a leader of the school, or anyone once the class's year has ended. */
  isReadOnly?: boolean;
}

interface EventCardProps {
  classId: number;
  event: EventDto;
  period: EventPeriod;
  viewer: EventViewer;
  /** Reports a change to the panel, which outlives a deleted event. */
  onStatus: (message: TimedMessage) => void;
}

function errorLines(error: unknown, fallback: string): string[] {
  return error instanceof ApiError ? error.messages : [fallback];
}

/**
 * One event: its day, description and helpers. Parents register or unregister as helpers; the
 * teacher edits and deletes. A finished event has no controls (docs/product.md, "States at a glance").
 */
export function EventCard({ classId, event, period, viewer, onStatus }: EventCardProps) {
  const { t } = useTranslation('events');
  const updateEvent = useUpdateEvent(classId, event.id);
  const deleteEvent = useDeleteEvent(classId, event.id);
  const isFinished = period === 'finished';

  return (
    <EditablePostCard
      title={event.name}
      date={event.date.slice(0, 10)}
      dateFormat={EVENT_DATE_FORMAT}
      canManage={viewer.isTeacher && !isFinished && !viewer.isReadOnly}
      renderEditForm={(close) => (
        <EventForm
          heading={t('card.editHeading', { name: event.name })}
          defaultValues={{
            name: event.name,
            date: event.date.slice(0, 10),
            description: event.description,
            helpers_required: event.helpers_required,
          }}
          submitLabel={t('card.save')}
          onCancel={close}
          onSubmit={async (values) => {
            await updateEvent.mutateAsync(values);
            close();
            onStatus({ tone: 'success', text: t('card.updated') });
          }}
        />
      )}
      deletion={{
        title: t('card.deleteTitle'),
        description: t('card.deleteDescription', { name: event.name }),
        failureText: t('card.deleteFailed'),
        onDelete: async () => {
          await deleteEvent.mutateAsync();
          onStatus({ tone: 'success', text: t('card.deleted') });
        },
      }}
    >
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">{event.description}</p>
      <EventHelpers classId={classId} event={event} viewer={viewer} isFinished={isFinished} />
      {!isFinished && <AddToCalendarButton eventId={event.id} eventName={event.name} />}
    </EditablePostCard>
  );
}

interface EventHelpersProps {
  classId: number;
  event: EventDto;
  viewer: EventViewer;
  isFinished: boolean;
}

/** How many helpers the event needs, who they are, and a parent's Register or Unregister. */
function EventHelpers({ classId, event, viewer, isFinished }: EventHelpersProps) {
  const { t } = useTranslation('events');
  const listId = useId();
  const openPlaces = openPlacesOf(event);
  const isHelper = event.helpers.some((helper) => helper.parent.user.id === viewer.userId);

  if (event.helpers_required === 0 && event.helpers.length === 0) {
    return <p className="text-sm text-slate-600">{t('helpers.noneNeeded')}</p>;
  }

  return (
    <section
      aria-labelledby={listId}
      className="mt-1 flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={listId} className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <HandHelping aria-hidden="true" className="size-4 text-brand-700" />
          {t('helpers.heading', { helpers: event.helpers.length, required: event.helpers_required })}
        </h4>
        {!isFinished && (
          <span
            className={classNames(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              openPlaces > 0 ? 'bg-brand-100 text-brand-800' : 'bg-slate-200 text-slate-700',
            )}
          >
            {openPlaces > 0 ? t('helpers.placesOpen', { count: openPlaces }) : t('helpers.full')}
          </span>
        )}
      </div>
      {event.helpers.length === 0 ? (
        <p className="text-sm text-slate-600">{translateMessage(CLASS_CONTENT_MESSAGES.noHelpers)}</p>
      ) : (
        <ul aria-label={t('helpers.listLabel', { name: event.name })} className="flex flex-wrap gap-2">
          {event.helpers.map((helper) => {
            const name = fullNameOf(helper.parent.user);
            const isViewer = helper.parent.user.id === viewer.userId;
            return (
              <li
                key={helper.id}
                className="flex items-center gap-2 rounded-full bg-white py-1 ps-1 pe-3 text-sm text-slate-800 ring-1 ring-slate-200"
              >
                {/* The name follows; the initials are decoration. */}
                <span aria-hidden="true" className="inline-flex">
                  <PersonAvatar person={helper.parent.user} size="sm" />
                </span>
                <span className="font-medium">{isViewer ? t('helpers.you', { name }) : name}</span>
              </li>
            );
          })}
        </ul>
      )}
      {!viewer.isTeacher && !viewer.isReadOnly && !isFinished && (
        <HelperRegistration classId={classId} event={event} isHelper={isHelper} openPlaces={openPlaces} />
      )}
    </section>
  );
}

interface HelperRegistrationProps {
  classId: number;
  event: EventDto;
  isHelper: boolean;
  openPlaces: number;
}

/** Register while places are open, Unregister once helping (docs/product.md, "States at a glance"), with the server's refusals. */
function HelperRegistration({ classId, event, isHelper, openPlaces }: HelperRegistrationProps) {
  const { t } = useTranslation('events');
  const registerHelper = useRegisterHelper(classId, event.id);
  const unregisterHelper = useUnregisterHelper(classId, event.id);
  const status = useTimedMessage();

  async function register() {
    status.clear();
    try {
      await registerHelper.mutateAsync();
      status.show({ tone: 'success', text: t('helpers.thanks', { name: event.name }) });
    } catch (error) {
      status.show({
        tone: 'error',
        text: errorLines(error, t('helpers.registerFailed')).join('\n'),
      });
    }
  }

  async function unregister() {
    status.clear();
    try {
      await unregisterHelper.mutateAsync();
      status.show({ tone: 'info', text: t('helpers.unregistered', { name: event.name }) });
    } catch (error) {
      status.show({
        tone: 'error',
        text: errorLines(error, t('helpers.unregisterFailed')).join('\n'),
      });
    }
  }

  const isBusy = registerHelper.isPending || unregisterHelper.isPending;
  return (
    <div className="flex flex-col gap-2">
      {isHelper ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            {t('helpers.helping')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            icon={<UserMinus aria-hidden="true" className="size-4" />}
            isLoading={unregisterHelper.isPending}
            disabled={isBusy}
            onClick={() => void unregister()}
          >
            {t('helpers.unregister')}
          </Button>
        </div>
      ) : openPlaces > 0 ? (
        <Button
          size="sm"
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          isLoading={registerHelper.isPending}
          disabled={isBusy}
          onClick={() => void register()}
          className="self-start"
        >
          {t('helpers.register')}
        </Button>
      ) : (
        <p className="text-sm text-slate-700">{translateMessage(CLASS_CONTENT_MESSAGES.eventFull)}</p>
      )}
      {status.message && (
        <StatusMessage tone={status.message.tone}>{status.message.text.split('\n')}</StatusMessage>
      )}
    </div>
  );
}
