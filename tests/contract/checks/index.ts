// The kit's table: one check per operation of the API document, in the order they run (sign-in first,
// sign-out last, after the clean-up). The kit compares it with the document's operations at start: an
// operation without a check here is a FAIL, so a new route needs its check.
import type { Check } from '../context';
import { activityChecks } from './activity';
import { adminChecks } from './admins';
import { formChecks } from './forms';
import { libraryChecks } from './library';
import { readChecks } from './reads';
import { savedViewChecks } from './saved-views';
import { searchCheck } from './search';
import { loginCheck, logoutCheck, sessionChecks } from './session';
import { twoFactorChecks } from './two-factor';

export const CHECKS: readonly Check[] = [
  loginCheck,
  ...sessionChecks,
  ...twoFactorChecks,
  ...adminChecks,
  ...readChecks,
  ...formChecks,
  searchCheck,
  ...savedViewChecks,
  ...libraryChecks,
  ...activityChecks,
  logoutCheck,
];

/** Runs after the kit's clean-up (which still needs the token). */
export const FINAL_CHECK = logoutCheck;
