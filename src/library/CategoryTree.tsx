// A category tree following the WAI-ARIA tree pattern: one tab stop (roving tabindex), arrow keys move and
// open/close branches (mirrored right to left), Home/End, type-ahead on names, `*` opens the siblings,
// aria-level/-setsize/-posinset/-expanded/-selected on every row. Only the rows of open branches scrolled
// into view exist in the page (rows have one height, so a tall tree costs what a short one does). Rows
// can be dragged onto another category to move them there.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box } from '@mui/material';
import { type DragEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { branchOf, type CategoryNode, indexTree, nameOf, visibleRows } from './treeData';

export interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  expanded: ReadonlySet<number>;
  onExpandedChange: (expanded: Set<number>) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  locale: string;
  direction: 'ltr' | 'rtl';
  label: string;
  /** Search matches, shown highlighted. */
  matches?: ReadonlySet<number>;
  /** A row dropped onto another category. */
  onMove?: (id: number, parentId: number) => void;
}

const TYPE_AHEAD_MS = 500;
const ROW_HEIGHT = 36;
const VIEW_HEIGHT = 560;
const OVERSCAN = 10;

export function CategoryTree(props: CategoryTreeProps) {
  const { nodes, expanded, onExpandedChange, selectedId, onSelect, locale, direction, label, matches, onMove } = props;
  const rows = useMemo(() => visibleRows(nodes, expanded), [nodes, expanded]);
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const typed = useRef({ text: '', at: 0 });
  // The row to focus once it is drawn (it may be scrolled out of view when the keys ask for it).
  const pendingFocus = useRef<number | null>(null);
  const scroller = useRef<HTMLUListElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // Rows have one height, so the rows in view follow from the scroll position alone.
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const drawn = rows.slice(first, last);
  const paddingTop = first * ROW_HEIGHT;
  const paddingBottom = (rows.length - last) * ROW_HEIGHT;

  /** Scrolls just enough for the row at `index` to be in view. */
  function scrollToRow(index: number) {
    const list = scroller.current;
    const top = index * ROW_HEIGHT;
    const view = list?.clientHeight || VIEW_HEIGHT;
    let next = scrollTop;
    if (top < scrollTop) next = top;
    else if (top + ROW_HEIGHT > scrollTop + view) next = top + ROW_HEIGHT - view;
    if (next === scrollTop) return;
    if (list) list.scrollTop = next;
    setScrollTop(next);
  }

  // The tab stop: the focused row, else the selected one, else the first.
  const current =
    rows.find((row) => row.node.id === focusedId) ?? rows.find((row) => row.node.id === selectedId) ?? rows[0];

  useEffect(() => {
    if (pendingFocus.current === null) return;
    const element = items.current.get(pendingFocus.current);
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  function focus(id: number) {
    pendingFocus.current = id;
    const at = rows.findIndex((row) => row.node.id === id);
    if (at >= 0) scrollToRow(at);
    setFocusedId(id);
    onSelect(id);
  }

  function toggle(id: number, open: boolean) {
    const next = new Set(expanded);
    if (open) next.add(id);
    else next.delete(id);
    onExpandedChange(next);
  }

  function typeAhead(character: string) {
    const now = Date.now();
    typed.current = {
      text: now - typed.current.at > TYPE_AHEAD_MS ? character : typed.current.text + character,
      at: now,
    };
    const wanted = typed.current.text.toLocaleLowerCase();
    const start = rows.findIndex((row) => row.node.id === current?.node.id);
    // A new search starts after the focused row; a longer one may stay on it.
    const offset = typed.current.text.length === 1 ? 1 : 0;
    for (let step = 0; step < rows.length; step += 1) {
      const row = rows[(start + offset + step) % rows.length];
      if (nameOf(row.node, locale).toLocaleLowerCase().startsWith(wanted)) return focus(row.node.id);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!current) return;
    const { node } = current;
    const at = rows.indexOf(current);
    const open = expanded.has(node.id);
    const inward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const outward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let handled = true;
    if (event.key === 'ArrowDown') {
      if (at < rows.length - 1) focus(rows[at + 1].node.id);
    } else if (event.key === 'ArrowUp') {
      if (at > 0) focus(rows[at - 1].node.id);
    } else if (event.key === inward) {
      if (node.children.length > 0 && !open) toggle(node.id, true);
      else if (open) focus(node.children[0].id);
    } else if (event.key === outward) {
      if (open) toggle(node.id, false);
      else if (current.parentId !== null) focus(current.parentId);
    } else if (event.key === 'Home') focus(rows[0].node.id);
    else if (event.key === 'End') focus(rows[rows.length - 1].node.id);
    else if (event.key === 'Enter' || event.key === ' ') onSelect(node.id);
    else if (event.key === '*') {
      const siblings = current.parentId === null ? nodes : (index.get(current.parentId)?.node.children ?? []);
      onExpandedChange(
        new Set([...expanded, ...siblings.filter((item) => item.children.length > 0).map((item) => item.id)]),
      );
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeAhead(event.key);
    else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  const forbidden = useMemo(() => {
    const source = dragged === null ? undefined : index.get(dragged)?.node;
    return source ? branchOf(source) : new Set<number>();
  }, [dragged, index]);

  function drop(event: DragEvent, targetId: number) {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData('text/plain'));
    setDragged(null);
    if (onMove && id && !forbidden.has(targetId)) onMove(id, targetId);
  }

  return (
    <Box
      component="ul"
      role="tree"
      aria-label={label}
      onKeyDown={onKeyDown}
      ref={scroller}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      sx={{ listStyle: 'none', m: 0, px: 0, maxHeight: VIEW_HEIGHT, overflow: 'auto' }}
      style={{ paddingTop, paddingBottom }}
    >
      {drawn.map(({ node, level, position, siblings }) => {
        const hasChildren = node.children.length > 0;
        const open = expanded.has(node.id);
        const selected = node.id === selectedId;
        return (
          <Box
            component="li"
            role="treeitem"
            key={node.id}
            ref={(element: HTMLElement | null) => {
              if (element) items.current.set(node.id, element);
              else items.current.delete(node.id);
            }}
            aria-level={level}
            aria-setsize={siblings}
            aria-posinset={position}
            aria-selected={selected}
            {...(hasChildren ? { 'aria-expanded': open } : {})}
            tabIndex={node.id === current?.node.id ? 0 : -1}
            draggable={Boolean(onMove)}
            onDragStart={(event: DragEvent) => {
              event.dataTransfer.setData('text/plain', String(node.id));
              setDragged(node.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event: DragEvent) => {
              if (!forbidden.has(node.id)) event.preventDefault();
            }}
            onDrop={(event: DragEvent) => drop(event, node.id)}
            onClick={() => {
              setFocusedId(node.id);
              onSelect(node.id);
            }}
            onFocus={() => setFocusedId(node.id)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              height: ROW_HEIGHT,
              boxSizing: 'border-box',
              paddingInlineStart: (level - 1) * 2.5,
              paddingInlineEnd: 1,
              cursor: 'pointer',
              borderRadius: 1,
              bgcolor: selected ? 'action.selected' : undefined,
              fontWeight: matches?.has(node.id) ? 700 : undefined,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
              '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
            }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                toggle(node.id, !open);
              }}
              sx={{ display: 'inline-flex', width: 24, justifyContent: 'center' }}
            >
              {hasChildren &&
                (open ? (
                  <ExpandMoreIcon fontSize="small" />
                ) : (
                  <ChevronRightIcon
                    fontSize="small"
                    sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }}
                  />
                ))}
            </Box>
            <Box component="span" sx={{ flex: 1 }}>
              {nameOf(node, locale)}
            </Box>
            {node.items > 0 && (
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
                {node.items}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
