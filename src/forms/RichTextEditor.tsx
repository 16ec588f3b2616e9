// react-admin's rich-text input with a toolbar that is a named toolbar of named groups, in the admin's
// language. Left out of the stock toolbar: the level menu (its button points at a menu id that exists only
// while open, and every editor of a form shares it), colours (a group that takes no name), and the link
// and image buttons (they ask through the browser's prompt, in English only).
import {
  AlignmentButtons,
  ClearButtons,
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

export default function RichTextEditor(props: RichTextInputProps & { label: string }) {
  return <RichTextInput {...props} toolbar={<RichTextToolbar label={props.label} />} />;
}
