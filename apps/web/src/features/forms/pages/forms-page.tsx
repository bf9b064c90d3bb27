import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContentEmpty, ContentList } from '../../../components/content-card.tsx';
import { PageGate } from '../../../components/page-gate.tsx';
import { useForms } from '../api/list-forms.ts';
import { FormSummary } from '../components/forms-panel.tsx';

/** /forms: the forms about the user's children, newest first, each with where their children stand. */
export function FormsPage() {
  const { t } = useTranslation('forms');
  const formsQuery = useForms();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('list.heading')}</h1>
      <p className="text-sm text-slate-700">{t('list.intro')}</p>
      <PageGate query={formsQuery} loadingLabel={t('page.loading')} notFound={null} loadError={{ title: t('list.heading'), heading: t('page.loadFailed') }}>
        {(forms) =>
          forms.length === 0 ? (
            <ContentEmpty icon={<ClipboardCheck aria-hidden="true" className="size-6" />} title={t('list.empty')} />
          ) : (
            <ContentList>
              {forms.map((form) => (
                <FormSummary key={form.id} form={form} showsChildren />
              ))}
            </ContentList>
          )
        }
      </PageGate>
    </div>
  );
}
