import { Button, HTMLSelect, InputGroup, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ListState } from '../lib/listState.ts';
import { SearchDrawer } from './SearchDrawer.tsx';
import { useIsMobile } from './useIsMobile.ts';

interface ListToolbarProps<Field extends string> {
  state: ListState<Field>;
  onChange: (patch: Partial<ListState<Field>>) => void;
  onRefresh: () => void;
  searchPlaceholder: string;
  sortFields: ReadonlyArray<{ value: Field; label: string }>;
  /** Shown after the refresh button (a live indicator, for instance). */
  children?: ReactNode;
}

/** Every back-office list's search text (in a drawer on a phone), sort field, direction and manual refresh. */
export function ListToolbar<Field extends string>({ state, onChange, onRefresh, searchPlaceholder, sortFields, children }: ListToolbarProps<Field>) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const directionLabel = intl.formatMessage({ id: state.descending ? 'common.list.descending' : 'common.list.ascending' });
  const refreshLabel = intl.formatMessage({ id: 'common.list.refresh' });
  const search = (text: string) => onChange({ search: text } as Partial<ListState<Field>>);
  return (
    <div className="plouf-toolbar">
      {isMobile ? (
        <SearchDrawer search={state.search} onSearch={search} label={searchPlaceholder} />
      ) : (
        <InputGroup
          className="plouf-toolbar-search"
          type="search"
          leftIcon="search"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={state.search}
          onValueChange={search}
        />
      )}
      <div className="plouf-toolbar-group">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'common.list.sortBy' })}
          value={state.sortField}
          onChange={(event) => onChange({ sortField: event.currentTarget.value as Field } as Partial<ListState<Field>>)}
          options={sortFields.map(({ value, label }) => ({ value, label }))}
        />
        <Tooltip content={directionLabel}>
          <Button
            icon={state.descending ? 'sort-desc' : 'sort-asc'}
            aria-label={directionLabel}
            aria-pressed={state.descending}
            onClick={() => onChange({ descending: !state.descending } as Partial<ListState<Field>>)}
          />
        </Tooltip>
        <Tooltip content={refreshLabel}>
          <Button icon="refresh" aria-label={refreshLabel} onClick={onRefresh} />
        </Tooltip>
        {children}
      </div>
    </div>
  );
}
