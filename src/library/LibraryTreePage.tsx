// /default/exercises-Categories and /default/rounds-categories (spec 2.2): the category tree beside the
// selected category's details. Search opens the branches holding matches; copy keeps one thing on a
// clipboard until it is pasted under another category (or at the top level).
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { RequireView } from '../list/pages/RequireView';
import { CategoryPane } from './CategoryPane';
import { CategoryTree } from './CategoryTree';
import { type Clipboard, LIBRARY, type LibraryKind } from './libraryKinds';
import { NamesForm } from './NamesForm';
import { indexTree, searchTree, visibleRows } from './treeData';
import { useLibraryTree } from './useLibraryTree';

function LibraryTree({ kind }: { kind: LibraryKind }) {
  const paths = LIBRARY[kind];
  const translate = useTranslate();
  const locale = useLocale();
  const direction = useTheme().direction;
  const { nodes, call } = useLibraryTree(kind);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [clipboard, setClipboard] = useState<Clipboard | null>(null);
  const [addingTop, setAddingTop] = useState(false);

  const tree = nodes ?? [];
  const index = useMemo(() => indexTree(tree), [tree]);
  const search = useMemo(() => searchTree(tree, query), [tree, query]);
  // While searching, the branches holding matches are open as well as those opened by hand.
  const open = useMemo(() => new Set([...expanded, ...search.open]), [expanded, search]);
  const rows = useMemo(() => visibleRows(tree, open), [tree, open]);
  const selected = selectedId === null ? undefined : index.get(selectedId);
  const selectedRow = rows.find((row) => row.node.id === selectedId);
  const siblings = selected
    ? selected.parentId === null
      ? tree.length
      : (index.get(selected.parentId)?.node.children.length ?? 0)
    : 0;

  useDocumentTitle(translate(paths.title));

  function reveal(id: number, parentId: number | null) {
    const next = new Set(open);
    for (let parent = parentId; parent !== null; parent = index.get(parent)?.parentId ?? null) next.add(parent);
    setExpanded(next);
    setSelectedId(id);
  }

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h5" component="h1">
        {translate(paths.title)}
      </Typography>
      {clipboard && (
        <Alert
          severity="info"
          action={
            clipboard.type === 'category' && (
              <Button
                color="inherit"
                size="small"
                onClick={async () => {
                  const pasted = await call<{ id: number }>('post', paths.pasteCategory, {
                    category_id: clipboard.id,
                    parent_id: null,
                  });
                  if (pasted) setSelectedId(pasted.id);
                }}
              >
                {translate('library.paste_top')}
              </Button>
            )
          }
        >
          {translate('library.copied', { name: clipboard.name })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 1, width: { xs: '100%', md: 360 }, flexShrink: 0 }}>
          <Stack spacing={1}>
            <TextField
              size="small"
              type="search"
              label={translate('library.search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <Button variant="outlined" onClick={() => setAddingTop(true)}>
              {translate('library.add_top')}
            </Button>
            {addingTop && (
              <NamesForm
                submitLabel={translate('library.add_top')}
                onCancel={() => setAddingTop(false)}
                onSubmit={async (names) => {
                  const created = await call<{ id: number }>('post', paths.categories, { ...names, parent_id: null });
                  if (created) {
                    setAddingTop(false);
                    setSelectedId(created.id);
                  }
                }}
              />
            )}
            {nodes !== null && tree.length === 0 && (
              <Typography color="text.secondary">{translate('library.empty')}</Typography>
            )}
            {query.trim() !== '' && search.matches.size === 0 && (
              <Typography color="text.secondary">{translate('library.no_matches')}</Typography>
            )}
            <CategoryTree
              nodes={tree}
              expanded={open}
              onExpandedChange={setExpanded}
              selectedId={selectedId}
              onSelect={setSelectedId}
              locale={locale}
              direction={direction}
              label={translate('library.tree_label')}
              matches={search.matches}
              onMove={(id, parentId) => void call('put', `${paths.categories}/${id}`, { parent_id: parentId })}
            />
            <Typography variant="caption" color="text.secondary">
              {translate('library.drag_hint')}
            </Typography>
          </Stack>
        </Paper>
        <Paper sx={{ p: 2, flex: 1, width: '100%' }}>
          {selected ? (
            <CategoryPane
              key={selected.node.id}
              kind={kind}
              node={selected.node}
              siblings={siblings}
              position={selectedRow?.position ?? (selected.node.sort_order || 1)}
              call={call}
              clipboard={clipboard}
              onCopy={setClipboard}
              onPasted={(id) => {
                if (id !== null) reveal(id, selected.node.id);
              }}
              onCreated={(id, parentId) => reveal(id, parentId)}
              onDeleted={() => setSelectedId(null)}
            />
          ) : (
            <Typography color="text.secondary">{translate('library.select_hint')}</Typography>
          )}
        </Paper>
      </Stack>
    </Stack>
  );
}

export default function LibraryTreePage({ kind }: { kind: LibraryKind }) {
  return (
    <RequireView subject={LIBRARY[kind].subject}>
      <LibraryTree kind={kind} />
    </RequireView>
  );
}
