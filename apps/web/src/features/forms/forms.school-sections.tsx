import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { FormCreateForm } from './components/form-create-form.tsx';

/**
 * On a leader's School page: one form for several classes of the school (a trip of the whole
 * year group). The app layer hands it the school's classes; each class's teachers then follow
 * their own children's answers in the class's Forms tab.
 */
export function SchoolFormsSection({ classes }: { classes: { id: number; name: string }[] }) {
  const { t } = useTranslation('forms');
  const [isCreating, setIsCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (classes.length === 0) return null;
  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-semibold break-words text-slate-900">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
          >
            <ClipboardCheck className="size-5" />
          </span>
          <span className="min-w-0">{t('school.heading')}</span>
        </h2>
        {!isCreating && (
          <Button
            size="sm"
            icon={<Plus aria-hidden="true" className="size-4" />}
            onClick={() => {
              setNotice(null);
              setIsCreating(true);
            }}
          >
            {t('school.newForm')}
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700">{t('school.intro')}</p>
      {notice && <StatusMessage tone="success">{notice}</StatusMessage>}
      {isCreating && (
        <FormCreateForm
          audience={{ classChoices: classes }}
          onCancel={() => setIsCreating(false)}
          onDone={(message) => {
            setIsCreating(false);
            setNotice(message);
          }}
        />
      )}
    </Card>
  );
}
