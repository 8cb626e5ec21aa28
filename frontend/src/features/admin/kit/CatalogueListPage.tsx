import type { IconName } from '@blueprintjs/core';
import { useMemo, type ReactNode } from 'react';
import type { CatalogueResource } from '../../../api/catalogue.ts';
import type { ListState } from '../../../lib/listState.ts';
import { useStore, type PersistedStore } from '../../../lib/persistedStore.ts';
import type { CatalogueFeature, SortField } from './catalogueFeature.ts';
import { ListFrame } from './ListFrame.tsx';
import { useCatalogueList } from './useCatalogueList.ts';

interface CatalogueListPageProps<Feature extends CatalogueFeature, View extends { id: number }, Input, State extends ListState<SortField<Feature>>> {
  feature: Feature;
  icon: IconName;
  resource: CatalogueResource<View, Input>;
  /** The live room whose notices reload the list. */
  room: string;
  /** Where the rows and "Nouveau" lead. */
  listPath: string;
  /** The search, sort and filters, kept across navigation (spec §2). */
  store: PersistedStore<State>;
  sortFields: readonly SortField<Feature>[];
  /** The rows to show, in order, for the state. */
  visible: (rows: readonly View[], state: State) => View[];
  table: (rows: View[]) => ReactNode;
  /** Filters above the toolbar, given every row and the state: the pools' month picker. */
  filters?: (rows: readonly View[], state: State, onChange: (patch: Partial<State>) => void) => ReactNode;
}

/** A back-office list of one catalogue resource: every row, searched, sorted and filtered, in a table; live. */
export function CatalogueListPage<Feature extends CatalogueFeature, View extends { id: number }, Input, State extends ListState<SortField<Feature>>>(
  props: CatalogueListPageProps<Feature, View, Input, State>,
) {
  const { feature, icon, resource, room, listPath, store, sortFields, visible, table, filters } = props;
  const [state, setState] = useStore(store);
  const list = useCatalogueList(feature, resource, room);
  const rows = useMemo(() => visible(list.rows ?? [], state), [visible, list.rows, state]);
  // The toolbar changes only the search and sort, which every list's state has.
  const setListState = setState as (patch: Partial<ListState<SortField<Feature>>>) => void;

  return (
    <ListFrame
      feature={feature}
      icon={icon}
      listPath={listPath}
      list={list}
      state={state}
      onChange={setListState}
      sortFields={sortFields}
      shown={rows.length}
      beforeToolbar={filters?.(list.rows ?? [], state, setState)}
    >
      {table(rows)}
    </ListFrame>
  );
}
