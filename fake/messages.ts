// The few answers only the demo backend gives, in both languages (everything else is the server's text).
import type { Language } from '../server/http/language';

const MESSAGES = {
  not_in_demo: {
    en: 'This is not available in the demo build (it runs without a server).',
    ar: 'هذه الميزة غير متاحة في النسخة التجريبية (تعمل دون خادم).',
  },
} as const;

export function demoMessage(language: Language, key: keyof typeof MESSAGES): string {
  return MESSAGES[key][language];
}
