import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, parseAcceptLanguage, pickLanguage, type Language } from '@homeroom/contract/i18n/languages';
import type { MessageTranslator } from '@homeroom/contract/i18n/translate-message';

/** The language a request asks for in `Accept-Language`; English when it names none of Homeroom's. */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return pickLanguage(parseAcceptLanguage(header));
}

type MessageAnswer = Record<string, unknown>;

/** Field errors (`{field: [message]}`) and `{detail}` answers, with every message translated. */
function translateAnswer(answer: MessageAnswer, translate: (text: string) => string): MessageAnswer {
  const translated: MessageAnswer = {};
  for (const [field, value] of Object.entries(answer)) {
    if (typeof value === 'string') translated[field] = translate(value);
    else if (Array.isArray(value)) translated[field] = value.map((item) => (typeof item === 'string' ? translate(item) : item));
    else translated[field] = value;
  }
  return translated;
}

/**
 * Answers the messages of refusals and confirmations in the request's language (docs/decisions.md,
 * "Languages"): one hook, so no feature translates by hand and every error the error handler
 * makes is covered. Only refusals (4xx, 5xx) and bare `{detail}` confirmations are touched; data
 * such as a story's title is never translated. Without an `Accept-Language` naming one of the five,
 * the answer is SPEC's English, byte for byte.
 */
export function registerAnswerLanguage(app: FastifyInstance, translator: MessageTranslator): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const isRefusal = reply.statusCode >= 400;
    if (!isRefusal && !payload.startsWith('{"detail":')) return payload;
    reply.header('vary', 'Accept-Language');
    const language = requestLanguage(request.headers['accept-language']);
    if (language === DEFAULT_LANGUAGE) return payload;
    let answer: unknown;
    try {
      answer = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return payload;
    if (!isRefusal && Object.keys(answer).length !== 1) return payload;
    return JSON.stringify(translateAnswer(answer as MessageAnswer, (text) => translator.translate(text, language)));
  });
}
