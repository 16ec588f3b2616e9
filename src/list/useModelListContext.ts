// The generic list's state as react-admin's list controller would give it, for <ListContextProvider>:
// react-admin's own bulk buttons, `useListContext()` and anything else written for a <List> work inside
// the generic list. Selection is kept as the table keeps it (the rows' IDs as text).
import { useMemo } from 'react';
import type { Identifier, ListControllerResult } from 'react-admin';
import { compactFilters } from './listParams';
import type { Filters } from './types';
import type { useModelListState } from './useModelListState';

type ListState = ReturnType<typeof useModelListState>;

interface ModelListContextOptions {
  resource: string;
  title?: string;
  list: ListState;
  selected: ReadonlySet<string>;
  setSelected: (selected: Set<string>) => void;
}

export function useModelListContext({
  resource,
  title,
  list,
  selected,
  setSelected,
}: ModelListContextOptions): ListControllerResult {
  const { params, applied, rows, total, update, reload, loading, fetching } = list;
  return useMemo(() => {
    const selectedIds = rows.filter((row) => selected.has(String(row.ID))).map((row) => row.ID);
    const setFilters = (filters: Filters) => update({ filters: compactFilters(filters), page: 1 });
    const toggle = (id: Identifier) => {
      const next = new Set(selected);
      if (!next.delete(String(id))) next.add(String(id));
      setSelected(next);
    };
    return {
      resource,
      defaultTitle: title,
      // The data provider has given every row its `id`.
      data: rows,
      total,
      meta: list.meta,
      error: null,
      isPending: loading,
      isLoading: loading,
      isFetching: fetching,
      page: params.page,
      perPage: params.perPage,
      hasPreviousPage: params.page > 1,
      hasNextPage: params.page * params.perPage < total,
      setPage: (page: number) => update({ page }),
      setPerPage: (perPage: number) => update({ perPage, page: 1 }),
      sort: params.sort
        ? { field: params.sort.field, order: params.sort.desc ? 'DESC' : 'ASC' }
        : { field: '', order: 'ASC' },
      setSort: ({ field, order }) => update({ sort: field ? { field, desc: order === 'DESC' } : null, page: 1 }),
      filterValues: applied,
      displayedFilters: {},
      setFilters,
      showFilter: (name: string, value: unknown) => setFilters({ ...applied, [name]: value } as Filters),
      hideFilter: (name: string) =>
        setFilters(Object.fromEntries(Object.entries(applied).filter(([key]) => key !== name))),
      selectedIds,
      onSelect: (ids: Identifier[]) => setSelected(new Set(ids.map(String))),
      onSelectAll: () => setSelected(new Set(rows.map((row) => String(row.ID)))),
      onToggleItem: toggle,
      onUnselectItems: () => setSelected(new Set()),
      refetch: reload,
      // The list's own Export buttons send the filters; react-admin's exporter is not used.
      exporter: false,
    } as ListControllerResult;
  }, [
    resource,
    title,
    params,
    applied,
    rows,
    total,
    list.meta,
    update,
    reload,
    loading,
    fetching,
    selected,
    setSelected,
  ]);
}
