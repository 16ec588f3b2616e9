// Request language (Accept-Language: ar… → Arabic, anything else → English) and message translation.
import type { FastifyInstance } from 'fastify';
import ar from '../../i18n/server/ar';
import en from '../../i18n/server/en';

export type Language = 'en' | 'ar';
export type MessageParams = Record<string, string | number>;

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** The message `key` in the request language, with `%{name}` placeholders filled from `params`. */
    t(key: string, params?: MessageParams): string;
  }
}

const dictionaries: Record<Language, Record<string, string>> = { en, ar };

export function languageFrom(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return header?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function hasMessage(key: string): boolean {
  return Object.hasOwn(en, key);
}

/** Unknown keys come back unchanged, so already-translated text can pass through. */
export function translate(language: Language, key: string, params?: MessageParams): string {
  const template = dictionaries[language][key] ?? en[key] ?? key;
  if (!params) return template;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A field's display name in the request language (`fields.<name>`), or the raw name. */
export function fieldLabel(language: Language, field: string): string {
  const key = `fields.${field}`;
  return hasMessage(key) ? translate(language, key) : field;
}

export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', function (this: { language: Language }, key: string, params?: MessageParams) {
    return translate(this.language, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.language = languageFrom(request.headers['accept-language']);
  });
}
