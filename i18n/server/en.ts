// Server messages in English: key → text, `%{name}` is replaced by a parameter. ar.ts must have the same keys.
import modelMessages from './models.en';
import formMessages from '../../common/messages/forms.en';
import { keyed } from '../../common/messages/keyed';
import discountMessages from './discounts.en';
import accessMessages from './access.en';
import payoutMessages from './payouts.en';
import subscriptionMessages from './subscriptions.en';
import settingMessages from './settings.en';
import limitMessages from './limits.en';
import viewMessages from './views.en';

const en: Record<string, string> = {
  ...modelMessages,
  ...discountMessages,
  ...accessMessages,
  ...payoutMessages,
  ...subscriptionMessages,
  ...settingMessages,
  ...limitMessages,
  ...viewMessages,
  // The forms' rule codes as `forms.<code>` (common/messages: the catalogue the admin reads too).
  ...keyed('forms.', formMessages.rules),
  'errors.server': 'Something went wrong on our side. Please try again later.',
  'errors.route_not_found': 'Route not found: %{method} %{path}',
  'errors.not_found': 'Not found.',
  'errors.bad_request': 'The request could not be understood.',
  'errors.json_too_deep': 'The request body is nested too deeply.',
  'errors.invalid_json': 'The request body is not valid JSON.',
  'errors.body_too_large': 'The request body is too large.',
  'errors.unsupported_media_type': 'This content type is not accepted here.',
  'errors.too_many_requests': 'Too many requests. Please slow down.',
  'errors.validation': 'The given data was invalid.',
  'errors.admin_not_built': 'The admin has not been built yet.',
  'errors.admin_not_built_hint':
    'Run "npm run build" (or "npm start", which builds first), then reload this page. The API is available under /api/v1/admin/.',
  'health.unavailable': 'The service is unavailable: the database does not answer. Please try again later.',

  'validation.required': 'The %{field} field is required.',
  'validation.unknown_field': 'The %{field} field is not allowed.',
  'validation.type.string': 'The %{field} field must be text.',
  'validation.type.number': 'The %{field} field must be a number.',
  'validation.type.integer': 'The %{field} field must be a whole number.',
  'validation.type.boolean': 'The %{field} field must be true or false.',
  'validation.type.array': 'The %{field} field must be a list.',
  'validation.type.object': 'The %{field} field must be an object.',
  'validation.type.null': 'The %{field} field must be empty.',
  'validation.min_length': 'The %{field} field must have at least %{limit} characters.',
  'validation.max_length': 'The %{field} field may not have more than %{limit} characters.',
  'validation.minimum': 'The %{field} field must be at least %{limit}.',
  'validation.maximum': 'The %{field} field may not be greater than %{limit}.',
  'validation.min_items': 'The %{field} field must have at least %{limit} items.',
  'validation.max_items': 'The %{field} field may not have more than %{limit} items.',
  'validation.unique_items': 'The %{field} field has duplicate values.',
  'validation.enum': 'The selected %{field} is invalid.',
  'validation.format': 'The %{field} field format is invalid.',
  'validation.invalid': 'The %{field} field is invalid.',
  'validation.blank': 'The %{field} field must not be empty.',
  'validation.email': 'The email must be a valid email address.',
  'validation.email_taken': 'The email has already been taken.',
  'validation.password_min': 'The password must have at least %{min} characters.',
  'validation.password_confirmation': 'The password confirmation does not match.',
  'validation.current_password_required': 'Enter your current password to change your email or password.',
  'validation.current_password_wrong': 'The current password is incorrect.',
  'validation.name_taken': 'The name has already been taken.',
  'validation.unknown_permission': 'Unknown permission: %{permission}',
  'validation.permission_not_held': 'You cannot grant a permission you do not hold: %{permission}',
  'validation.setting_key':
    'A setting key is 1 to 100 characters: lower-case letters, digits, "_", "-" or ".", starting with a letter.',

  'fields.email': 'email',
  'fields.password': 'password',
  'fields.password_confirmation': 'password confirmation',
  'fields.current_password': 'current password',
  'fields.first_name': 'first name',
  'fields.last_name': 'last name',
  'fields.image': 'image',
  'fields.name': 'name',
  'fields.permissions': 'permissions',
  'fields.value': 'value',
  'fields.file': 'file',
  'fields.body': 'request body',

  'auth.login_success': 'User Logged In Success!',
  'auth.failed': 'These credentials do not match our records.',
  'auth.disabled': 'This account is disabled. Please contact an administrator.',
  // %{wait} is a number of seconds with its plural form (server/http/durations.ts).
  'auth.throttled': 'Too many sign-in attempts. Try again in %{wait}.',
  'auth.logged_out': 'Logged out successfully.',
  'auth.unauthenticated': 'Please sign in to continue.',
  'auth.session_invalid': 'Your session has expired or is no longer valid. Please sign in again.',
  'auth.forbidden': "You don't have permission to do this.",

  'profile.updated': 'Profile updated successfully.',

  'roles.created': 'Role created successfully.',
  'roles.updated': 'Role updated successfully.',
  'roles.not_found': 'Role not found.',
  'roles.super_admin_locked': 'The Super Admin role cannot be renamed or lose permissions.',

  'settings.saved': 'Setting saved successfully.',

  'uploads.stored': 'File uploaded successfully.',
  'uploads.file_required': 'Choose an image file to upload.',
  'uploads.unsupported_type': 'Only PNG, JPEG, GIF and WebP images are accepted.',
  'uploads.too_large': 'The file is too large. The limit is %{megabytes} MB.',
  'uploads.multipart_required': 'Send the file as multipart/form-data.',
  'uploads.too_many_parts': 'The form has too many files or fields.',
  'uploads.too_many_pixels': 'The image is too large. The limit is %{megapixels} megapixels and %{side} pixels a side.',

  // Session pages: sign-up, forgot/reset password, lock screen (server/routes/session.ts).
  'session.sign_up_disabled': 'Sign-up is turned off. Ask an administrator to create an account for you.',
  'session.signed_up':
    'Your account has been created. A super admin must give you a role before you can use more than the dashboard.',
  'session.throttled': 'Too many attempts. Try again in %{wait}.',
  'session.reset_link_sent': 'If an account exists for this email, a password reset link has been sent to it.',
  'session.reset_done': 'Your password has been reset. Sign in with your new password.',
  'session.reset_invalid': 'This password reset link is not valid. Request a new one.',
  'session.reset_used': 'This password reset link has already been used. Request a new one.',
  'session.reset_expired': 'This password reset link has expired. Request a new one.',
  'session.unlocked': 'Welcome back.',
  'session.unlock_failed': 'The password is incorrect.',
  'fields.token': 'reset token',
  // The forms' routes; their rule codes are `forms.<code>` from common/messages (above).
  'forms.id_mismatch': 'The id does not match the item being updated.',
  // The exercise and round library (server/routes/exercise-library.ts, round-library.ts).
  'library.category_not_found': 'This category was not found.',
  'library.parent_not_found': 'The parent category was not found.',
  'library.into_itself': 'A category cannot be placed inside itself or one of its own sub-categories.',
  'library.name_required': 'Enter a name.',
  'library.image_invalid': 'Upload the picture first, then choose it.',
  'library.category_created': 'Category created.',
  'library.category_updated': 'Category saved.',
  'library.category_deleted': 'Category deleted.',
  'library.category_not_empty':
    'This category is not empty. Delete it with its contents moved to the parent category, or empty it first.',
  'library.category_holds': 'It still holds sub-categories or items.',
  'library.no_parent_to_move_to':
    'This top-level category holds items and has no parent to move them to. Move them to another category first.',
  'library.attached_not_found': 'This attached exercise was not found.',
  'library.one_container': 'Give either a category or a round, not both.',
  'library.not_found_here': 'This item was not found or is in the trash.',
  'library.attached_in_round': 'An exercise in a round is moved within its round.',
  'library.attached_created': 'Exercise attached.',
  'library.attached_updated': 'Attached exercise saved.',
  'library.attached_deleted': 'Attached exercise removed.',
  'library.round_not_found': 'This round was not found.',
  'library.round_deleted': 'Round deleted.',
  'library.pasted': 'Pasted.',
  // Chat groups and support threads (server/routes/chat.ts, support-chat.ts, broadcasting.ts).
  'chat.message_required': 'Write a message or attach a picture.',
  'chat.message_too_long': 'A message may not be longer than %{max} characters.',
  'chat.image_invalid': 'The picture must be an image uploaded through the upload call.',
  'chat.image_not_uploaded': 'The picture was not found among the files you uploaded. Upload it first.',
  'chat.limit_too_large': 'At most 100 items can be read at once.',
  'chat.before_and_after': 'Send either before or after, not both.',
  'chat.group_not_found': 'This chat group was not found.',
  'chat.group_disabled': 'This chat group is disabled; enable it before writing in it.',
  'chat.not_group_admin': 'Only the admins of this group, or those who may edit chat groups, can write in it.',
  'support.thread_not_found': 'This support thread was not found.',
  'support.thread_closed': 'This thread is closed; reopen it before answering.',
  'realtime.channel_forbidden': 'You may not listen on this channel.',
  'realtime.bad_socket': 'The socket id is not valid.',
  'realtime.socket_unknown': 'No live connection has this socket id.',
  'realtime.origin_forbidden': 'Live events are not served to this origin.',
  // Programmes, diet programmes and sub-programmes (server/routes/programmes.ts, server/models/programs.ts).
  'programs.has_subscribers': 'This programme has subscribers and cannot be deleted. Disable it instead.',
  'diet_programs.duplicated': 'Diet programme duplicated. The copy is disabled until you enable it.',
  'subprograms.generated': 'The days of the sub-programme were generated.',
  'subprograms.generate_would_replace':
    'This sub-programme already has planned days. Generating again replaces them; confirm to continue.',
  'subprograms.plan_saved': 'The plan was saved.',
  'subprograms.plan_conflict':
    'Someone else saved this sub-programme after you opened it. Reload it to see their changes; your draft is kept.',
  'subprograms.duplicate_day': 'Two days have the same key.',
  'subprograms.duplicate_item': 'This item is already in the day.',
  'subprograms.missing_exercise': 'There is no exercise #%{id} in the library.',
  'subprograms.missing_category': 'There is no exercise category #%{id} in the library.',
  'subprograms.missing_round': 'There is no round #%{id} in the library.',
  // Pre-join questions and recommendations (server/routes/recommendations.ts).
  'recommendations.stored': 'Recommendation saved.',
  'recommendations.unknown_question': 'Choose a single- or multiple-choice pre-join question.',
  'recommendations.unknown_answer': 'Choose answers the question offers.',
  'recommendations.repeated_question': 'This question already has a rule: put all its answers in that one.',
  'recommendations.not_found': 'This recommendation was not found.',
  // Export jobs (server/routes/jobs.ts).
  'jobs.export_started': 'The export is being prepared. The file will be ready to download here shortly.',
  'jobs.invalid_job': '"job" must be true or false.',
  'jobs.not_found': 'This export was not found.',
  'jobs.not_ready': 'The export file is not ready yet.',
  'jobs.expired': 'This export file has expired. Export the list again.',
  'jobs.failed': 'This export failed. Export the list again.',
  // Chat moderation (server/routes/chat-moderation.ts).
  'chat.message_not_found': 'This message was not found.',
  'chat.may_not_hide': 'Only those who may write in this conversation can hide its messages.',
  'chat.already_hidden': 'This message is already hidden.',
  'chat.reason_required': 'Give the reason for hiding this message.',
  'chat.reason_too_long': 'The reason may not be longer than %{max} characters.',
  'chat.message_hidden': 'The message was hidden.',
  'settings.invalid_choice': "Choose one of the setting's options.",
  // Diet programme meals (POST diet-programs/{id}/meals).
  'diet_programs.meals_saved': 'The meals were saved.',
  // Walkthrough order (POST Walkthrough/reorder).
  'walkthrough.reordered': 'The slides were reordered.',
  'walkthrough.order_changed': 'The slides changed since you opened them. Reload to see them and order them again.',
  // Maps (server/settings/map.ts).
  'settings.invalid_tile_url':
    'The tile URL must start with https:// and hold {z}, {x} and {y}, or be empty to turn the map off.',

  'two_factor.code_needed': 'Enter the code from your authenticator app.',
  'two_factor.wrong_code': 'That code is not right. Check the time on your device and try again.',
  'two_factor.challenge_invalid': 'This sign-in has expired. Please sign in again.',
  'two_factor.already_on': 'Two-factor sign-in is already on.',
  'two_factor.not_set_up': 'Set up two-factor sign-in first.',
  'two_factor.not_on': 'Two-factor sign-in is off.',
  'two_factor.set_up': 'Add this secret to your authenticator app, then confirm with a code.',
  'two_factor.enabled': 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  'two_factor.disabled': 'Two-factor sign-in is off.',
};

export default en;
