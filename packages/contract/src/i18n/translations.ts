import { createMessageTranslator } from './translate-message.ts';
import { ARABIC_MESSAGES } from './messages.ar.ts';
import { CHINESE_MESSAGES } from './messages.zh.ts';
import { FRENCH_MESSAGES } from './messages.fr.ts';
import { SPANISH_MESSAGES } from './messages.es.ts';

/** The contract's messages in every language Homeroom speaks: what the server answers with. */
export const messageTranslator = createMessageTranslator({
  es: SPANISH_MESSAGES,
  fr: FRENCH_MESSAGES,
  ar: ARABIC_MESSAGES,
  zh: CHINESE_MESSAGES,
});
