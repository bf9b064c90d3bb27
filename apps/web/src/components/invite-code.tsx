import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { classNames } from '../lib/class-names.ts';

const COPIED_MESSAGE_MS = 2000;

/** A student's invite code, large and spaced for reading aloud, with a button that copies it. */
export function InviteCode({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
    } catch {
      // Without clipboard access (plain HTTP on a school network) the code is still there to read.
      setCopyState('failed');
    }
  }

  return (
    <div className={classNames('flex flex-wrap items-center gap-2', className)}>
      <code
        data-testid="invite-code"
        className="rounded-xl bg-slate-100 px-3 py-1.5 font-mono text-lg font-semibold tracking-[0.2em] text-slate-900 ring-1 ring-slate-200"
      >
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
      >
        {copyState === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copyState === 'copied' ? t('inviteCode.copied') : t('inviteCode.copy')}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {copyState === 'copied' && <span className="sr-only">{t('inviteCode.copiedToClipboard')}</span>}
        {copyState === 'failed' && t('inviteCode.copyFailed')}
      </span>
    </div>
  );
}
