import { DEFAULT_LANGUAGE, type Language } from './languages.ts';
import { englishMessagesByKey, type MessageKey, type MessageTranslations } from './messages.ts';

/** A template's English with its `{{values}}` as capture groups, to read the values back out. */
interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Turns an English message of the contract into another language. Answers and forms carry the
 * English text (what SPEC and existing clients read); the one place that knows its key is this
 * reverse index, so a feature never translates by hand. A text that is no message of the
 * contract (a name, zod's own wording) comes back unchanged.
 */
export function createMessageTranslator(translations: Partial<Record<Language, Partial<MessageTranslations>>>) {
  const english = englishMessagesByKey();
  const keyOfText = new Map<string, MessageKey>();
  const templates: Template[] = [];
  for (const [key, text] of Object.entries(english) as [MessageKey, string][]) {
    // A message must be a text (a template with `{{values}}`, never a function) to be translated.
    if (typeof text !== 'string') continue;
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      if (!keyOfText.has(text)) keyOfText.set(text, key);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }

  /** The key and the filled-in values of an English message, or undefined for any other text. */
  function identify(text: string): { key: MessageKey; values: Record<string, string> } | undefined {
    const key = keyOfText.get(text);
    if (key) return { key, values: {} };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? ''])) };
    }
    return undefined;
  }

  return {
    identify,
    translate(text: string, language: Language): string {
      if (language === DEFAULT_LANGUAGE) return text;
      const found = identify(text);
      const translated = found && translations[language]?.[found.key];
      if (!found || !translated) return text;
      return translated.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => found.values[name] ?? whole);
    },
  };
}

export type MessageTranslator = ReturnType<typeof createMessageTranslator>;
