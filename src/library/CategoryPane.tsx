// The detail pane of the selected category: rename, add a sub-category, reorder among its siblings,
// move to the top level, delete (asking what to do with its contents), copy, paste what was copied, and
// what the category holds.
import { Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { AttachedList } from './AttachedList';
import { CategoryPicture } from './CategoryPicture';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { type Clipboard, LIBRARY, type LibraryKind } from './libraryKinds';
import { NamesForm } from './NamesForm';
import { RoundsList } from './RoundsList';
import { type CategoryNode, nameOf } from './treeData';
import type { LibraryCall } from './useLibraryTree';

export function CategoryPane(props: {
  kind: LibraryKind;
  node: CategoryNode;
  siblings: number;
  position: number;
  call: LibraryCall;
  clipboard: Clipboard | null;
  onCopy: (clip: Clipboard) => void;
  onPasted: (id: number | null) => void;
  onCreated: (id: number, parentId: number) => void;
  onDeleted: () => void;
}) {
  const { kind, node, call, clipboard } = props;
  const paths = LIBRARY[kind];
  const translate = useTranslate();
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [version, setVersion] = useState(0);
  const at = `${paths.categories}/${node.id}`;
  const holdsSomething = node.children.length > 0 || node.items > 0;
  const pasteFits =
    clipboard !== null &&
    (clipboard.type === 'category' ||
      (clipboard.type === 'attached' && kind === 'exercise') ||
      (clipboard.type === 'round' && kind === 'round'));

  async function paste() {
    if (!clipboard) return;
    const pasted =
      clipboard.type === 'category'
        ? await call<{ id: number }>('post', paths.pasteCategory, { category_id: clipboard.id, parent_id: node.id })
        : clipboard.type === 'attached'
          ? await call<{ id: number }>('post', 'exercise/paste-attached-exercise', {
              attached_id: clipboard.id,
              category_id: node.id,
            })
          : await call<{ id: number }>('post', 'round/paste-round', { round_id: clipboard.id, category_id: node.id });
    if (pasted) {
      setVersion((count) => count + 1);
      props.onPasted(clipboard.type === 'category' ? pasted.id : null);
    }
  }

  return (
    <Stack spacing={2} component="section" aria-label={nameOf(node, locale)}>
      <Typography variant="h6" component="h2">
        {nameOf(node, locale)}
      </Typography>
      <CategoryPicture
        image={node.image}
        name={nameOf(node, locale)}
        onChange={(image) => void call('put', at, { image })}
      />
      <NamesForm
        initial={{ name_en: node.name_en, name_ar: node.name_ar }}
        submitLabel={translate('library.save')}
        onSubmit={(names) => void call('put', at, names)}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {translate('library.add_child')}
        </Button>
        <Button disabled={props.position <= 1} onClick={() => void call('put', at, { sort_order: props.position - 1 })}>
          {translate('library.move_up')}
        </Button>
        <Button
          disabled={props.position >= props.siblings}
          onClick={() => void call('put', at, { sort_order: props.position + 1 })}
        >
          {translate('library.move_down')}
        </Button>
        {node.parent_id !== null && (
          <Button onClick={() => void call('put', at, { parent_id: null })}>{translate('library.move_top')}</Button>
        )}
        <Button onClick={() => props.onCopy({ type: 'category', id: node.id, name: nameOf(node, locale) })}>
          {translate('library.copy')}
        </Button>
        {pasteFits && (
          <Button variant="contained" onClick={paste}>
            {translate('library.paste_here')}
          </Button>
        )}
        <Button color="error" onClick={() => setDeleting(true)}>
          {translate('library.delete')}
        </Button>
      </Stack>
      {adding && (
        <NamesForm
          submitLabel={translate('library.add_child')}
          onCancel={() => setAdding(false)}
          onSubmit={async (names) => {
            const created = await call<{ id: number }>('post', paths.categories, { ...names, parent_id: node.id });
            if (created) {
              setAdding(false);
              props.onCreated(created.id, node.id);
            }
          }}
        />
      )}
      <Divider />
      {kind === 'exercise' ? (
        <AttachedList
          container={{ column: 'category_id', id: node.id }}
          title={translate('library.attached')}
          version={version}
          call={call}
          onCopy={props.onCopy}
        />
      ) : (
        <RoundsList rounds={node.rounds ?? []} call={call} onCopy={props.onCopy} />
      )}
      <DeleteCategoryDialog
        open={deleting}
        holdsSomething={holdsSomething}
        onClose={() => setDeleting(false)}
        onDelete={async (contents) => {
          setDeleting(false);
          if (await call('delete', `${at}?contents=${contents}`)) props.onDeleted();
        }}
      />
    </Stack>
  );
}
