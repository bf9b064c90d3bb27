import { ASSIGNMENT_MESSAGES, studentLink } from '@homeroom/contract/assignments';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';

/**
 * The address students open to hand in work: this app's own origin plus /assignment/{code}
 * (docs/product.md, "Handing in by link"), shown and copied with one click.
 */
export function AssignmentStudentLink({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('assignments');
  const link = studentLink(window.location.origin, code);
  const status = useTimedMessage();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      status.show({ tone: 'success', text: ASSIGNMENT_MESSAGES.copiedToClipboard });
    } catch {
      // Without clipboard access (plain HTTP on a school network) the link is still there to select.
      status.show({ tone: 'error', text: t('studentLink.copyNotAllowed') });
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-600">{t('studentLink.label')}</span>
      <div className="flex items-center gap-1 rounded-xl bg-slate-50 py-0.5 ps-3 pe-0.5 ring-1 ring-slate-200">
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          data-testid="student-link"
          className="min-w-0 flex-1 truncate py-3 font-mono text-sm text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-900"
        >
          {link}
        </a>
        <IconButton
          label={t('studentLink.copy', { title })}
          icon={
            status.message?.tone === 'success' ? (
              <Check aria-hidden="true" className="size-5 text-emerald-700" />
            ) : (
              <Copy aria-hidden="true" className="size-5" />
            )
          }
          onClick={() => void copy()}
        />
      </div>
      <span
        role="status"
        className={
          status.message?.tone === 'error' ? 'text-sm text-red-700' : 'text-sm font-medium text-emerald-800'
        }
      >
        {status.message && translateMessage(status.message.text)}
      </span>
    </div>
  );
}
