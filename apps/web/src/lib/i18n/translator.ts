import type { i18n as I18nextInstance } from 'i18next';

/** A namespace's texts: strings, or groups of them under a key. */
export interface Texts {
  [key: string]: string | Texts;
}

/** What `t` takes besides the key: the values of the text's `{{variables}}`, `count` for plurals, `ns` for another namespace. */
export type TranslateOptions = Record<string, unknown> & { count?: number };

const VARIABLE = /\{\{([^{}]+)\}\}/g;

/**
 * The app's texts and the language it speaks: a key is found in the current language, else in
 * the fallback (English), else the key is shown. Its rules are the subset of i18next's the
 * catalogues use (docs/decisions.md, "Texts without i18next"): `namespace:group.key` (or `{ ns }`), plurals as
 * `_zero` (for 0), `_one`, `_two`, `_few`, `_many`, `_other` chosen by `Intl.PluralRules`, and
 * `{{name}}` or `{{count, number}}` in a text. The types are i18next's, so every key is checked
 * against the English catalogue.
 */
export class Translator {
  language: string;
  private readonly resources = new Map<string, Map<string, Texts>>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    private readonly options: { language: string; fallbackLanguage: string; defaultNamespace: string },
  ) {
    this.language = options.language;
  }

  /** Translates `key` (`group.key`, or `namespace:group.key` outside the default namespace). */
  readonly t = ((key: string, options?: TranslateOptions) => this.translate(key, options)) as I18nextInstance['t'];

  translate(key: string, options?: TranslateOptions, namespace = this.options.defaultNamespace): string {
    const separator = key.indexOf(':');
    const optionNamespace = typeof options?.ns === 'string' ? options.ns : namespace;
    const ns = separator > 0 ? key.slice(0, separator) : optionNamespace;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const language of new Set([this.language, this.options.fallbackLanguage])) {
      const text = this.lookUp(language, ns, path, count);
      if (text !== undefined) return this.interpolate(text, language, options);
    }
    return path;
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return this.resources.get(language)?.has(namespace) ?? false;
  }

  /** Adds a namespace's texts in a language; a bundle already there keeps its texts unless replaced. */
  addResourceBundle(language: string, namespace: string, texts: Texts, _deep?: boolean, overwrite = false): void {
    let namespaces = this.resources.get(language);
    if (!namespaces) this.resources.set(language, (namespaces = new Map()));
    const current = namespaces.get(namespace);
    namespaces.set(namespace, current ? merge(current, texts, overwrite) : texts);
  }

  async changeLanguage(language: string): Promise<void> {
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** The direction of the current language's script. */
  dir(): 'ltr' | 'rtl' {
    return this.language === 'ar' ? 'rtl' : 'ltr';
  }

  /** Calls `listener` on every change of language; answers how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private lookUp(language: string, namespace: string, path: string, count: number | undefined): string | undefined {
    const texts = this.resources.get(language)?.get(namespace);
    if (!texts) return undefined;
    const candidates = count === undefined ? [path] : [...(count === 0 ? [`${path}_zero`] : []), `${path}_${this.pluralOf(language, count)}`, path];
    for (const candidate of candidates) {
      let value: string | Texts | undefined = texts;
      for (const part of candidate.split('.')) value = typeof value === 'object' ? value[part] : undefined;
      if (typeof value === 'string') return value;
    }
    return undefined;
  }

  private pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  /** Fills `{{name}}` and `{{name, number}}`; a variable not given stays as written. */
  private interpolate(text: string, language: string, options: TranslateOptions | undefined): string {
    if (!options || !text.includes('{{')) return text;
    return text.replace(VARIABLE, (written, inside: string) => {
      const [name = '', format] = inside.split(',').map((part) => part.trim());
      if (!Object.prototype.hasOwnProperty.call(options, name)) return written;
      const value = options[name];
      if (value === undefined || value === null) return '';
      if (format === 'number' && typeof value === 'number') return new Intl.NumberFormat(language).format(value);
      return String(value);
    });
  }
}

function merge(current: Texts, added: Texts, overwrite: boolean): Texts {
  const result: Texts = { ...current };
  for (const [key, value] of Object.entries(added)) {
    const existing = result[key];
    if (typeof existing === 'object' && typeof value === 'object') result[key] = merge(existing, value, overwrite);
    else if (existing === undefined || overwrite) result[key] = value;
  }
  return result;
}
