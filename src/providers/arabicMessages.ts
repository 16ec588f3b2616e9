// Every Arabic message: react-admin's (the package completed by the project), the admin's and the list
// screen's. Loaded only when Arabic is chosen.
import raArabic from 'ra-language-arabic';
import raArabicCompletion from '../../i18n/ra-ar-completion';
import app from '../../i18n/ar';
import list from '../../i18n/list.ar';
import shell from '../../i18n/shell.ar';
import { mergeMessages } from './mergeMessages';

export default mergeMessages(raArabic, raArabicCompletion, app, list, shell);
