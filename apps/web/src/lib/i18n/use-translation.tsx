import { cloneElement, useCallback, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { FlatNamespace, TFunction } from 'i18next';
import { i18n } from './i18n.ts';
import type { TranslateOptions, Translator } from './translator.ts';

function currentLanguageOf(): string {
  return i18n.language;
}

/**
 * The `t` of a namespace (`common` by default), as react-i18next's hook gives it: the component
 * renders again in a newly chosen language.
 */
export function useTranslation<Ns extends FlatNamespace = 'common'>(
  namespace?: Ns,
): { t: TFunction<Ns>; i18n: Translator } {
  const language = useSyncExternalStore(
    useCallback((listener: () => void) => i18n.subscribe(listener), []),
    currentLanguageOf,
  );
  // A new function for each language, so that what depends on `t` follows the language.
  const t = useCallback(
    (key: string, options?: TranslateOptions) => i18n.translate(key, options, namespace),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what changes the texts
    [namespace, language],
  );
  return { t: t as unknown as TFunction<Ns>, i18n };
}

const TAG = /<(\d+)>(.*?)<\/\1>|<(\d+)\s*\/>/gs;

interface TransProps {
  /** The `t` of the text's namespace. */
  t: TFunction<FlatNamespace> | TFunction<FlatNamespace[]>;
  i18nKey: string;
  /** The values of the text's `{{variables}}` (`tOptions` says the same). */
  values?: TranslateOptions;
  tOptions?: TranslateOptions;
  /** The elements that wrap the text's numbered tags: `<1>Log in</1>` becomes `components[1]` around "Log in". */
  components: Record<number, ReactElement>;
}

/** A text with elements inside it (a link, a time), as react-i18next's `Trans` with numbered tags. */
export function Trans({ t, i18nKey, values, tOptions, components }: TransProps): ReactNode {
  const translate = t as unknown as (key: string, options?: TranslateOptions) => string;
  const text = translate(i18nKey, { ...tOptions, ...values });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const index = Number(match[1] ?? match[3]);
    const inner = match[2] ?? '';
    const component = components[index];
    const key = parts.length;
    if (!component) parts.push(inner);
    else parts.push(inner ? cloneElement(component, { key }, inner) : cloneElement(component, { key }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
