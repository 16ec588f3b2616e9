// Messages of the admin and member details pages (English). Same keys as people.ar.ts.
export default {
  people: {
    admin: {
      admin_title: 'Admins',
      access: 'Access',
      role: 'Role',
      no_role: 'No role yet',
      last_sign_in: 'Last sign-in',
      never_signed_in: 'Never signed in',
      permissions: 'Permissions',
      no_permissions: 'None',
    },
    member: {
      title: 'Users',
      edit: 'Edit member',
      subscriptions: 'Subscriptions',
      payments: 'Payments',
      referred_by: 'Referred by',
      referred: 'Members they referred',
    },
    related: {
      loading: 'Loading…',
      failed: 'This section could not be loaded.',
      none: 'Nothing yet.',
      more: 'The newest %{shown} of %{smart_count} are shown.',
    },
  },
};
