// react-admin's rich-text input with a toolbar that is a named toolbar of named groups, in the admin's
// language. Left out of the stock toolbar: the level menu (its button points at a menu id that exists only
// while open, and every editor of a form shares it), colours (a group that takes no name), and the link
// and image buttons (they ask through the browser's prompt, in English only).
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

function RichTextToolbar({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <div role="toolbar" aria-label={translate('ra.tiptap.toolbar', { label })}>
      <RichTextInputToolbar size="small">
        <FormatButtons size="small" aria-label={translate('ra.tiptap.format')} />
        <AlignmentButtons size="small" aria-label={translate('ra.tiptap.align')} />
        <ListButtons size="small" aria-label={translate('ra.tiptap.lists')} />
        <QuoteButtons size="small" />
        <ClearButtons size="small" />
      </RichTextInputToolbar>
    </div>
  );
}

/**
 * The editor's options with the text's direction as the editable element's `dir` attribute (a CSS
 * `direction` would be mirrored by the right-to-left style plugin in the Arabic admin). Made once per
 * direction: the editor is rebuilt whenever its options change identity.
 */
const directed = (dir: 'ltr' | 'rtl'): typeof DefaultEditorOptions => ({
  ...DefaultEditorOptions,
  editorProps: {
    ...DefaultEditorOptions.editorProps,
    attributes: { ...DefaultEditorOptions.editorProps?.attributes, dir },
  },
});
const OPTIONS_BY_DIRECTION = { ltr: directed('ltr'), rtl: directed('rtl') };

export default function RichTextEditor({
  dir,
  ...props
}: RichTextInputProps & { label: string /** The text's own direction. */; dir?: 'ltr' | 'rtl' }) {
  return (
    <RichTextInput
      {...props}
      editorOptions={dir ? OPTIONS_BY_DIRECTION[dir] : DefaultEditorOptions}
      toolbar={<RichTextToolbar label={props.label} />}
    />
  );
}
