// The rich-text note editor (tiptap). Loaded on demand so the editor stays out of the main chunk.
import { type ChainedCommands, EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import BulletListIcon from '@mui/icons-material/FormatListBulleted';
import OrderedListIcon from '@mui/icons-material/FormatListNumbered';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { noteExtensions } from './noteExtensions';

export interface NoteEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Id of the element describing an error, for aria-describedby. */
  errorId?: string;
}

interface Tool {
  name: 'bold' | 'italic' | 'bulletList' | 'orderedList';
  label: string;
  Icon: SvgIconComponent;
  run: (editor: Editor) => void;
}

/** A toolbar button: its text is `list.notes.{text}`, its command runs on the focused editor. */
const tool = (
  name: Tool['name'],
  text: string,
  Icon: SvgIconComponent,
  apply: (chain: ChainedCommands) => ChainedCommands,
): Tool => ({ name, label: `list.notes.${text}`, Icon, run: (editor) => apply(editor.chain().focus()).run() });

const TOOLS: Tool[] = [
  tool('bold', 'bold', BoldIcon, (chain) => chain.toggleBold()),
  tool('italic', 'italic', ItalicIcon, (chain) => chain.toggleItalic()),
  tool('bulletList', 'bullet_list', BulletListIcon, (chain) => chain.toggleBulletList()),
  tool('orderedList', 'ordered_list', OrderedListIcon, (chain) => chain.toggleOrderedList()),
];

export default function NoteEditor({ value, onChange, label, errorId }: NoteEditorProps) {
  const translate = useTranslate();
  const editor = useEditor({
    extensions: noteExtensions,
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(errorId ? { 'aria-describedby': errorId } : {}),
      },
    },
  });
  // The editor does not re-render on each change; this follows the formatting at the caret.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map(({ name }) => [name, current?.isActive(name) ?? false])) as Record<
        Tool['name'],
        boolean
      >,
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction="row" role="toolbar" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
        {TOOLS.map(({ name, label: toolLabel, Icon, run }) => (
          <Tooltip key={name} title={translate(toolLabel)}>
            <IconButton
              size="small"
              aria-label={translate(toolLabel)}
              aria-pressed={active?.[name] ?? false}
              onClick={() => editor && run(editor)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Box sx={{ p: 1.5, minHeight: 120, '& .ProseMirror': { outline: 'none', minHeight: 100 } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
