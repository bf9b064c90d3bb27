import type { FormAnswerDto, FormDto } from '@homeroom/contract/forms';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { FormStatusBadge } from './form-status-badge.tsx';

/** An answer as words: Yes or No for a consent, the text otherwise. */
export function useAnswerText() {
  const { t } = useTranslation('forms');
  return (value: FormAnswerDto['answers'][number] | undefined) => {
    if (value === undefined) return '';
    if (typeof value === 'boolean') return value ? t('answer.yes') : t('answer.no');
    return value;
  };
}

/** The staff's view, child by child: status, who signed and when, and each answer. It prints as it shows. */
export function FormAnswersTable({ form }: { form: FormDto }) {
  const { t } = useTranslation('forms');
  const answerText = useAnswerText();
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-slate-200 print:overflow-visible print:ring-0">
      <table className="w-full min-w-[36rem] border-collapse text-start text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
              {t('staff.child')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
              {t('staff.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
              {t('staff.signedBy')}
            </th>
            {form.questions.map((question, index) => (
              <th key={index} scope="col" className="px-3 py-2 text-start font-semibold text-slate-900">
                {question.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {form.children.map((child) => (
            <tr key={child.student.id} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2 text-start font-medium text-slate-900">
                {child.student.name}
                {form.classes.length > 1 && <span className="block text-xs font-normal text-slate-600">{child.school_class.name}</span>}
              </th>
              <td className="px-3 py-2">
                <FormStatusBadge status={child.status} />
              </td>
              <td className="px-3 py-2 text-slate-800">
                {child.answer && (
                  <>
                    {child.answer.signed_name}
                    <span className="block text-xs text-slate-600">{formatDateTime(child.answer.signed_at)}</span>
                    {child.history.length > 0 && (
                      <span className="block text-xs text-slate-600">{t('staff.corrected', { count: child.history.length })}</span>
                    )}
                  </>
                )}
              </td>
              {form.questions.map((_question, index) => (
                <td key={index} className="px-3 py-2 text-slate-800">
                  {answerText(child.answer?.answers[index])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
