import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { formatDate } from '../lib/format-date.ts';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { EllipsisVerticalIcon } from './ui/list-icons.tsx';
import { Menu } from './ui/menu.tsx';

interface ContentCardProps {
  title: string;
  date?: string;
  /** How the date is written; a medium date in the user's locale unless given. */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** Controls at the top right, e.g. the teacher's Edit and Delete menu. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One story, announcement, event or assignment in a class tab, named by its title. */
export function ContentCard({ title, date, dateFormat, actions, children }: ContentCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {title}
          </h3>
          {date && (
            <time dateTime={date} className="shrink-0 text-sm text-slate-600">
              {formatDate(date, dateFormat)}
            </time>
          )}
        </div>
        {actions && <div className="-mt-2 -me-2 shrink-0">{actions}</div>}
      </div>
      {children}
    </article>
  );
}

/** What an empty class tab says. */
export function ContentEmpty({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <div className="rounded-2xl ring-1 ring-slate-200">
      <EmptyState icon={icon} title={title} />
    </div>
  );
}

/** A list of content cards. */
export function ContentList({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-4">{children}</ul>;
}

interface PanelHeaderProps {
  title: string;
  count?: number;
  /** The teacher's button that opens the form for a new item; hidden while the form is open. */
  createLabel?: string;
  onCreate?: () => void;
}

/** The heading of a class tab with the number of items and, for the teacher, a create button. */
export function PanelHeader({ title, count, createLabel, onCreate }: PanelHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-base font-semibold text-slate-900">
        {title}
        {count !== undefined && <span className="font-normal text-slate-600"> ({count})</span>}
      </h2>
      {createLabel && onCreate && (
        <Button size="sm" icon={<Plus aria-hidden="true" className="size-4" />} onClick={onCreate}>
          {createLabel}
        </Button>
      )}
    </div>
  );
}

interface ContentFormProps {
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The surface of a create or edit form in a class tab, named by its heading. */
export function ContentForm({ heading, onSubmit, children }: ContentFormProps) {
  const headingId = useId();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {children}
    </form>
  );
}

interface FormButtonsProps {
  submitLabel: string;
  isSubmitting: boolean;
  onCancel: () => void;
}

/** Cancel and the submit button at the foot of a content form. */
export function FormButtons({ submitLabel, isSubmitting, onCancel }: FormButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}

interface EditMenuProps {
  /** What the menu is about, e.g. the event's name: part of its accessible name. */
  itemTitle: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The teacher's Edit and Delete menu of a card. */
export function EditMenu({ itemTitle, onEdit, onDelete }: EditMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      label={t('editMenu.label', { title: itemTitle })}
      trigger={<EllipsisVerticalIcon className="size-5" />}
      items={[
        { label: t('editMenu.edit'), icon: <Pencil aria-hidden="true" className="size-4" />, onSelect: onEdit },
        {
          label: t('actions.delete'),
          icon: <Trash2 aria-hidden="true" className="size-4" />,
          onSelect: onDelete,
          tone: 'danger',
        },
      ]}
    />
  );
}
