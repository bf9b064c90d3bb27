import type { SignupDto, SignupSlotDto } from '@homeroom/contract/signups';
import { ClipboardList, Plus, Trash2, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import {
  ContentCard,
  ContentEmpty,
  ContentForm,
  ContentList,
  FormButtons,
} from '../../../components/content-card.tsx';
import { CreatablePanelHeader, usePanelCreation } from '../../../components/panel-creation.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FormErrors, StatusMessage } from '../../../components/ui/status-message.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format-date.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useCreateSignup } from '../api/create-signup.ts';
import { useDeleteSignup } from '../api/delete-signup.ts';
import { useClassSignups } from '../api/get-class-signups.ts';
import { useGivePlaceBack } from '../api/give-place-back.ts';
import { useTakePlace } from '../api/take-place.ts';

export interface SignupsViewer {
  /** A teacher of the class: creates sign-ups and sees who took each place. */
  isTeacher: boolean;
  /** A family of the class: takes and gives back places. */
  isFamily: boolean;
  /** A leader reading, or a class whose year has ended. */
  isReadOnly: boolean;
}

/** The class's sign-ups (docs/product.md, "Sign-ups"): slots with places that families take until a cut-off. */
export function SignupsPanel({ classId, viewer }: { classId: number; viewer: SignupsViewer }) {
  const { t } = useTranslation('signups');
  const signupsQuery = useClassSignups(classId);
  const creation = usePanelCreation();
  if (signupsQuery.isPending) return <Spinner label={t('panel.loading')} showLabel />;
  if (signupsQuery.isError) return <StatusMessage tone="error">{t('panel.loadFailed')}</StatusMessage>;
  const signups = signupsQuery.data;
  return (
    <div className="flex flex-col gap-4">
      <CreatablePanelHeader
        title={t('panel.title')}
        count={signups.length}
        createLabel={t('panel.create')}
        canCreate={viewer.isTeacher && !viewer.isReadOnly}
        creation={creation}
      />
      {creation.isCreating && (
        <SignupForm
          classId={classId}
          onDone={() => {
            creation.close();
            creation.status.show({ tone: 'success', text: t('form.created') });
          }}
          onCancel={creation.close}
        />
      )}
      {signups.length === 0 ? (
        <ContentEmpty icon={<ClipboardList className="size-6" />} title={t('panel.empty')} />
      ) : (
        <ContentList>
          {signups.map((signup) => (
            <li key={signup.id}>
              <SignupCard classId={classId} signup={signup} viewer={viewer} />
            </li>
          ))}
        </ContentList>
      )}
    </div>
  );
}

function SignupCard({
  classId,
  signup,
  viewer,
}: {
  classId: number;
  signup: SignupDto;
  viewer: SignupsViewer;
}) {
  const { t } = useTranslation('signups');
  const deleteSignup = useDeleteSignup(classId);
  const canDelete = viewer.isTeacher && !viewer.isReadOnly;
  return (
    <ContentCard
      title={signup.title}
      actions={
        canDelete ? (
          <IconButton
            label={t('card.delete', { title: signup.title })}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            disabled={deleteSignup.isPending}
            onClick={() => {
              if (window.confirm(t('card.deleteConfirm', { title: signup.title })))
                deleteSignup.mutate(signup.id);
            }}
          />
        ) : undefined
      }
    >
      {signup.note && <p className="break-words whitespace-pre-line text-slate-700">{signup.note}</p>}
      <p className="text-sm text-slate-600">
        {signup.is_closed ? t('card.closed') : t('card.cutoff', { when: formatDateTime(signup.cutoff) })}
      </p>
      <ul className="flex flex-col gap-2" aria-label={t('card.slotsLabel', { title: signup.title })}>
        {signup.slots.map((slot) => (
          <SlotRow key={slot.id} classId={classId} slot={slot} isClosed={signup.is_closed} viewer={viewer} />
        ))}
      </ul>
    </ContentCard>
  );
}

function SlotRow({
  classId,
  slot,
  isClosed,
  viewer,
}: {
  classId: number;
  slot: SignupSlotDto;
  isClosed: boolean;
  viewer: SignupsViewer;
}) {
  const { t } = useTranslation('signups');
  const take = useTakePlace(classId);
  const giveBack = useGivePlaceBack(classId);
  const error = take.error ?? giveBack.error;
  const canAct = viewer.isFamily && !viewer.isReadOnly && !isClosed;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium break-words text-slate-900">{slot.label}</span>
        {slot.starts_at && (
          <span className="text-sm text-slate-600">
            {formatDateTime(slot.starts_at)}
            {slot.ends_at && ` – ${formatDateTime(slot.ends_at, { timeStyle: 'short' })}`}
          </span>
        )}
        <span className="text-sm text-slate-700">
          {t('slot.taken', { taken: formatNumber(slot.taken), capacity: formatNumber(slot.capacity) })}
          {slot.is_full && (
            <span className="ms-2 inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">
              {t('slot.full')}
            </span>
          )}
          {slot.is_mine && (
            <span className="ms-2 inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700">
              {t('slot.yours')}
            </span>
          )}
        </span>
        {slot.people && slot.people.length > 0 && (
          <span className="text-sm break-words text-slate-600">
            {slot.people.map((person) => fullNameOf(person.user)).join(', ')}
          </span>
        )}
        {error && (
          <FormErrors
            messages={error instanceof ApiError ? error.messages.map(translateMessage) : [t('slot.failed')]}
          />
        )}
      </div>
      {canAct &&
        (slot.is_mine ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('slot.giveBackNamed', { label: slot.label })}
            isLoading={giveBack.isPending}
            onClick={() => giveBack.mutate(slot.id)}
          >
            {t('slot.giveBack')}
          </Button>
        ) : (
          !slot.is_full && (
            <Button
              size="sm"
              aria-label={t('slot.takeNamed', { label: slot.label })}
              isLoading={take.isPending}
              onClick={() => take.mutate(slot.id)}
            >
              {t('slot.take')}
            </Button>
          )
        ))}
    </li>
  );
}

interface SlotDraft {
  key: number;
  label: string;
  capacity: string;
  startsAt: string;
  endsAt: string;
}

const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

function SignupForm({
  classId,
  onDone,
  onCancel,
}: {
  classId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('signups');
  const createSignup = useCreateSignup(classId);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [cutoff, setCutoff] = useState('');
  const [slots, setSlots] = useState<SlotDraft[]>([
    { key: 1, label: '', capacity: '1', startsAt: '', endsAt: '' },
  ]);
  const fieldErrors = createSignup.error instanceof ApiError ? createSignup.error.fieldErrors : {};
  const errorOf = (field: string) => fieldErrors[field]?.map(translateMessage).join('\n');
  const change = (key: number, changes: Partial<SlotDraft>) =>
    setSlots((current) => current.map((slot) => (slot.key === key ? { ...slot, ...changes } : slot)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await createSignup.mutateAsync({
        title,
        note,
        cutoff: toIso(cutoff) ?? '',
        slots: slots.map((slot) => ({
          label: slot.label,
          capacity: Number(slot.capacity),
          starts_at: toIso(slot.startsAt),
          ends_at: toIso(slot.endsAt),
        })),
      });
      onDone();
    } catch {
      // The fields show the refusal.
    }
  }

  return (
    <ContentForm heading={t('panel.create')} onSubmit={(event) => void submit(event)}>
      <Input
        label={t('form.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errorOf('title')}
        required
      />
      <Textarea
        label={t('form.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errorOf('note')}
        rows={3}
      />
      <Input
        label={t('form.cutoff')}
        type="datetime-local"
        value={cutoff}
        onChange={(event) => setCutoff(event.target.value)}
        error={errorOf('cutoff')}
        required
      />
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('form.slots')}</legend>
        {errorOf('slots') && <FormErrors messages={[errorOf('slots') ?? '']} />}
        {slots.map((slot, index) => (
          <div
            key={slot.key}
            className="grid gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2"
          >
            <Input
              label={t('form.slotLabel', { number: index + 1 })}
              value={slot.label}
              onChange={(event) => change(slot.key, { label: event.target.value })}
              error={errorOf(`slots.${index}.label`)}
            />
            <Input
              label={t('form.capacity')}
              type="number"
              min={1}
              max={500}
              inputMode="numeric"
              value={slot.capacity}
              onChange={(event) => change(slot.key, { capacity: event.target.value })}
              error={errorOf(`slots.${index}.capacity`)}
            />
            <Input
              label={t('form.startsAt')}
              type="datetime-local"
              value={slot.startsAt}
              onChange={(event) => change(slot.key, { startsAt: event.target.value })}
              error={errorOf(`slots.${index}.starts_at`)}
              hint={t('form.timeHint')}
            />
            <Input
              label={t('form.endsAt')}
              type="datetime-local"
              value={slot.endsAt}
              onChange={(event) => change(slot.key, { endsAt: event.target.value })}
              error={errorOf(`slots.${index}.ends_at`)}
            />
            {slots.length > 1 && (
              <Button
                size="sm"
                variant="ghost"
                className="sm:col-span-2 sm:justify-self-end"
                icon={<X aria-hidden="true" className="size-4" />}
                onClick={() => setSlots((current) => current.filter((other) => other.key !== slot.key))}
              >
                {t('form.removeSlot', { number: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() =>
            setSlots((current) => [
              ...current,
              {
                key: Math.max(0, ...current.map((slot) => slot.key)) + 1,
                label: '',
                capacity: '1',
                startsAt: '',
                endsAt: '',
              },
            ])
          }
        >
          {t('form.addSlot')}
        </Button>
      </fieldset>
      <FormButtons submitLabel={t('form.submit')} isSubmitting={createSignup.isPending} onCancel={onCancel} />
    </ContentForm>
  );
}
