// Messages of the settings screen (English). Same keys as settings.ar.ts; the settings' own labels come
// from the server's catalogue.
export default {
  settings: {
    title: 'Settings',
    loading: 'Loading the settings…',
    failed: 'The settings could not be loaded.',
    retry: 'Try again',
    read_only: 'Your role may read the settings but not change them.',
    nothing_changed: 'Nothing to save: no setting was changed.',
    secret_stored: 'Stored as %{masked}. Type a new value to replace it.',
    secret_empty: 'Not set. Type a value to store it.',
    groups: {
      general: 'General',
      contact: 'Contact',
      money: 'Money',
      features: 'Features',
      integrations: 'Integrations',
    },
  },
};
