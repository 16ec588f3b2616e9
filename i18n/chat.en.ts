// Chat groups and support (src/resources/chatgroup, src/chat).
export default {
  chat: {
    live: {
      connected: 'Live',
      connecting: 'Connecting…',
      unavailable: 'Offline — retrying',
      offline: 'Offline',
    },
    composer: {
      label: 'Message',
      hint: 'Enter sends, Shift+Enter starts a new line',
      send: 'Send',
    },
    conversation: {
      title: 'Conversation',
      back: 'Back to the chat groups',
      messages: 'Messages',
      loading: 'Loading messages…',
      load_failed: 'The messages could not be loaded.',
      empty: 'No messages yet.',
    },
    you: 'You',
    picture: 'Picture',
    hidden: 'Hidden',
    group_form: {
      title_create: 'New chat group',
      title_edit: 'Edit chat group',
      loading: 'Loading the chat group…',
      sections: { group: 'Group', people: 'Members and admins' },
      fields: {
        name_en: 'Name (English)',
        name_ar: 'Name (Arabic)',
        program_id: 'Programme',
        enabled: 'Enabled',
        read_only: 'Read only',
        read_only_hint: 'Members read; only the group’s admins write',
        member_ids: 'Members',
        admin_ids: 'Admins who answer',
        admin_ids_hint: 'They can write in the group without permission to edit groups',
      },
    },
  },
};
