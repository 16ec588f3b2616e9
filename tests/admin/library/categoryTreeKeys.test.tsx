// The category tree's keyboard behaviour (WAI-ARIA tree pattern), left to right and right to left.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTree } from '../../../src/library/CategoryTree';
import type { CategoryNode } from '../../../src/library/treeData';

const node = (
  id: number,
  name_en: string,
  name_ar: string,
  parent_id: number | null,
  children: CategoryNode[] = [],
) => ({
  id,
  name_en,
  name_ar,
  parent_id,
  sort_order: id,
  image: null,
  items: 0,
  children,
});

const TREE: CategoryNode[] = [
  node(1, 'Chest', 'الصدر', null, [node(11, 'Presses', 'تمارين الدفع', 1), node(12, 'Flyes', 'تمارين الفتح', 1)]),
  node(2, 'Back', 'الظهر', null, [node(21, 'Rows', 'التجديف', 2)]),
  node(3, 'Core', 'الجذع', null),
];

function Harness({
  direction = 'ltr',
  locale = 'en',
  nodes = TREE,
}: {
  direction?: 'ltr' | 'rtl';
  locale?: string;
  nodes?: CategoryNode[];
}) {
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <CategoryTree
      nodes={nodes}
      expanded={expanded}
      onExpandedChange={setExpanded}
      selectedId={selected}
      onSelect={setSelected}
      locale={locale}
      direction={direction}
      label="Categories"
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });
const key = (name: string) => fireEvent.keyDown(document.activeElement!, { key: name });
const names = () => screen.getAllByRole('treeitem').map((row) => row.textContent);

describe('CategoryTree keyboard', () => {
  it('has one tab stop, levels, set sizes and aria-expanded only on branches', () => {
    render(<Harness />);
    expect(screen.getByRole('tree', { name: 'Categories' })).toBeInTheDocument();
    expect(names()).toEqual(['Chest', 'Back', 'Core']);
    expect(item('Chest')).toHaveAttribute('tabindex', '0');
    expect(item('Back')).toHaveAttribute('tabindex', '-1');
    expect(item('Chest')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Core')).not.toHaveAttribute('aria-expanded');
    expect(item('Back')).toHaveAttribute('aria-level', '1');
    expect(item('Back')).toHaveAttribute('aria-posinset', '2');
    expect(item('Back')).toHaveAttribute('aria-setsize', '3');
  });

  it('moves with the arrows, opens and enters a branch, goes back to the parent and closes it', () => {
    render(<Harness />);
    item('Chest').focus();
    key('ArrowRight');
    expect(item('Chest')).toHaveAttribute('aria-expanded', 'true');
    expect(names()).toEqual(['Chest', 'Presses', 'Flyes', 'Back', 'Core']);
    expect(item('Presses')).toHaveAttribute('aria-level', '2');
    key('ArrowRight');
    expect(document.activeElement).toBe(item('Presses'));
    expect(item('Presses')).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(document.activeElement).toBe(item('Flyes'));
    key('ArrowLeft');
    expect(document.activeElement).toBe(item('Chest'));
    key('ArrowLeft');
    expect(item('Chest')).toHaveAttribute('aria-expanded', 'false');
    expect(names()).toEqual(['Chest', 'Back', 'Core']);
    key('ArrowUp');
    expect(document.activeElement).toBe(item('Chest'));
  });

  it('goes to the first and last rows with Home and End, and opens every sibling with *', () => {
    render(<Harness />);
    item('Chest').focus();
    key('End');
    expect(document.activeElement).toBe(item('Core'));
    key('Home');
    expect(document.activeElement).toBe(item('Chest'));
    key('*');
    expect(names()).toEqual(['Chest', 'Presses', 'Flyes', 'Back', 'Rows', 'Core']);
  });

  it('finds rows by typing the start of their name', () => {
    render(<Harness />);
    item('Chest').focus();
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    key('c');
    expect(document.activeElement).toBe(item('Core'));
    // A pause starts a new search; letters typed together narrow it.
    now.mockReturnValue(20_000);
    key('c');
    key('h');
    expect(document.activeElement).toBe(item('Chest'));
    now.mockReturnValue(30_000);
    key('b');
    expect(document.activeElement).toBe(item('Back'));
    now.mockRestore();
  });

  it('mirrors the arrows right to left', () => {
    render(<Harness direction="rtl" locale="ar" />);
    item('الصدر').focus();
    key('ArrowLeft');
    expect(item('الصدر')).toHaveAttribute('aria-expanded', 'true');
    key('ArrowLeft');
    expect(document.activeElement).toBe(item('تمارين الدفع'));
    key('ArrowRight');
    expect(document.activeElement).toBe(item('الصدر'));
    key('ArrowRight');
    expect(item('الصدر')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CategoryTree size', () => {
  it('draws only the rows in view of a large tree, each still telling its place in the whole', () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      node(index + 1, `Category ${index + 1}`, `تصنيف ${index + 1}`, null),
    );
    render(<Harness nodes={many} />);
    const drawn = screen.getAllByRole('treeitem');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(50);
    expect(drawn[0]).toHaveAttribute('aria-setsize', '5000');
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    // End reaches the last row, drawn once it is scrolled to.
    drawn[0].focus();
    fireEvent.keyDown(drawn[0], { key: 'End' });
    expect(document.activeElement).toHaveAttribute('aria-posinset', '5000');
    expect(document.activeElement).toHaveTextContent('Category 5000');
  });
});
