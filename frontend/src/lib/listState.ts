/**
 * What every back-office list keeps (spec §2): a search text, a sort field and a descending flag.
 * Each list names its fields, what its search looks in, and how each field compares.
 */
export interface ListState<Field extends string> {
  search: string;
  sortField: Field;
  descending: boolean;
}

/** Accents and case ignored: "Hélène" is found by "helene". */
import { foldText } from '@plouf/infra/text';

export { foldText };

export interface ListRules<Row, Field extends string> {
  /** The text the search looks in. */
  searchText: (row: Row) => string;
  compare: Record<Field, (a: Row, b: Row) => number>;
  /** The order among rows the chosen field finds equal, whatever the direction. */
  tieBreak: (a: Row, b: Row) => number;
}

/**
 * The rows to show: those whose text contains the search, sorted by the chosen field.
 *
 * @example
 * visibleRows(contacts, { search: 'dupont', sortField: 'date', descending: true }, contactRules);
 */
export function visibleRows<Row, Field extends string>(rows: readonly Row[], state: ListState<Field>, rules: ListRules<Row, Field>): Row[] {
  const needle = foldText(state.search.trim());
  const direction = state.descending ? -1 : 1;
  return rows
    .filter((row) => !needle || foldText(rules.searchText(row)).includes(needle))
    .sort((a, b) => direction * rules.compare[state.sortField](a, b) || rules.tieBreak(a, b));
}
