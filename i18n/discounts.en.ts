// The discount form's own messages (src/resources/discounts), English. Same keys as discounts.ar.ts; its
// buttons, notices, pickers, dates and shared rules use the `forms.*` messages (forms.en.ts).
import formMessages from '../common/messages/forms.en';

export default {
  discount_form: {
    title_create: 'New discount',
    title_edit: 'Edit discount',
    loading: 'Loading the discount…',
    sections: {
      value: 'Discount',
      audience: 'Who can use it',
      validity: 'Validity',
      programs: 'Programmes',
    },
    fields: {
      free: 'Free discount',
      free_hint: 'Percentage, value 100, max value 100',
      discount_type: 'Discount type',
      value: 'Value',
      max_value: 'Max Value',
      max_users: 'Max users',
      max_users_hint: 'Leave empty for no limit',
      code: 'Code',
      code_hint: 'Letters, digits, dashes and underscores',
      users: 'Users',
      users_hint: 'Leave empty for every user',
      gender: 'Gender',
      enabled: 'Enabled',
      start_date: 'Start date',
      end_date: 'End date',
      applied_for_all_workout_programs: 'Applied for all workout programmes',
      applied_for_all_diet_programs: 'Applied for all diet programmes',
      programs: 'Workout programmes',
      diet_programs: 'Diet programmes',
    },
    // The fixed type's own label (the shared one adds the currency); percentage is `forms.types.percentage`.
    types: {
      fixed: 'Fixed amount',
    },
    genders: {
      any: 'Any',
      male: 'Male',
      female: 'Female',
    },
    // Texts of the form's own rule codes; its other codes are `forms.rules.*`.
    errors: formMessages.discounts,
  },
};
