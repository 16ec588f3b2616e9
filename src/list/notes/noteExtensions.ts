// What a note can hold: paragraphs, line breaks, bold, italic, bulleted and numbered lists, with undo.
// Listed one by one instead of StarterKit, whose headings, code, links (linkifyjs) and the rest the
// toolbar never offers; the HTML is the same <p>, <br>, <strong>, <em>, <ul>, <ol>, <li> as before.
import { Document } from '@tiptap/extension-document';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Bold } from '@tiptap/extension-bold';
import { Italic } from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { ListItem } from '@tiptap/extension-list/item';
import { UndoRedo } from '@tiptap/extensions/undo-redo';

export const noteExtensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  BulletList,
  OrderedList,
  ListItem,
  UndoRedo,
];
