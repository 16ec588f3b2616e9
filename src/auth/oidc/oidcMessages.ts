// The callback page's texts. It runs outside react-admin (no translation context), so it reads the
// session messages of the stored language directly.
import sessionAr from '../../../i18n/session.ar';
import sessionEn from '../../../i18n/session.en';
import { storedLanguage } from '../../providers/language';

type OidcMessage = keyof typeof sessionEn.session.oidc;

export function oidcMessage(key: OidcMessage, params: Record<string, string> = {}): string {
  const messages = storedLanguage() === 'ar' ? sessionAr : sessionEn;
  return messages.session.oidc[key].replace(/%\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
