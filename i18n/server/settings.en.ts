// Server messages of the settings screen's calls (English); settings.ar.ts has the same keys.
const settings: Record<string, string> = {
  'settings.saved_many': 'Settings saved successfully.',
  'settings.invalid_choice': 'Choose one of the offered values.',
};

export default settings;
