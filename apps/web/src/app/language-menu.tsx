import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@homeroom/contract/i18n/languages';
import { useUpdateLanguage } from '../features/accounts/api/update-language.ts';
import { useIsLoggedIn } from '../lib/auth-store.ts';
import { applyLanguage, currentLanguage } from '../lib/i18n/i18n.ts';
import { classNames } from '../lib/class-names.ts';

/**
 * The language menu of every page (navigation bar and phone menu): each language named in its own
 * words, so anyone finds theirs. A signed-in user's choice is stored on the account.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const isLoggedIn = useIsLoggedIn();
  const saveLanguage = useUpdateLanguage();
  return (
    <div className={classNames('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4 text-slate-600" />
      <select
        id={id}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void applyLanguage(language);
          if (isLoggedIn) saveLanguage.mutate(language);
        }}
        className="h-10 min-w-0 appearance-none rounded-xl border border-slate-300 bg-white ps-8 pe-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
