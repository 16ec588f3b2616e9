// The rich-text editor's toolbar (ra-input-rich-text reads react-admin's ra.tiptap.* messages).
export default {
  ra: {
    tiptap: {
      toolbar: 'Text formatting: %{label}',
      format: 'Character style',
      align: 'Alignment',
      lists: 'Lists',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      code: 'Code',
      align_left: 'Align left',
      align_right: 'Align right',
      align_center: 'Center',
      align_justify: 'Justify',
      list_bulleted: 'Bulleted list',
      list_numbered: 'Numbered list',
      blockquote: 'Quote',
      clear_format: 'Clear formatting',
    },
  },
};
