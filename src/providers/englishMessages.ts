// Every English message: react-admin's, the admin's and the list screen's.
import raEnglish from 'ra-language-english';
import app from '../../i18n/en';
import list from '../../i18n/list.en';
import shell from '../../i18n/shell.en';
import { mergeMessages } from './mergeMessages';

export default mergeMessages(raEnglish, app, list, shell);
