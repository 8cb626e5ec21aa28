import { Button, HTMLSelect, InputGroup, Tooltip } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { FAMILY_SORT_FIELDS, type FamilyListState } from './familyListState.ts';

interface FamilyToolbarProps {
  state: FamilyListState;
  onChange: (patch: Partial<FamilyListState>) => void;
  onRefresh: () => void;
}

/** Search text, sort field, direction and a manual refresh. */
export function FamilyToolbar({ state, onChange, onRefresh }: FamilyToolbarProps) {
  const intl = useIntl();
  const directionLabel = intl.formatMessage({ id: state.descending ? 'adminFamilies.list.descending' : 'adminFamilies.list.ascending' });
  const refreshLabel = intl.formatMessage({ id: 'adminFamilies.list.refresh' });
  return (
    <div className="plouf-toolbar">
      <InputGroup
        className="plouf-toolbar-search"
        type="search"
        leftIcon="search"
        placeholder={intl.formatMessage({ id: 'adminFamilies.list.search' })}
        aria-label={intl.formatMessage({ id: 'adminFamilies.list.search' })}
        value={state.search}
        onValueChange={(search) => onChange({ search })}
      />
      <div className="plouf-toolbar-group">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'adminFamilies.list.sortBy' })}
          value={state.sortField}
          onChange={(event) => onChange({ sortField: event.currentTarget.value as FamilyListState['sortField'] })}
          options={FAMILY_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminFamilies.sort.${field}` }) }))}
        />
        <Tooltip content={directionLabel}>
          <Button
            icon={state.descending ? 'sort-desc' : 'sort-asc'}
            aria-label={directionLabel}
            aria-pressed={state.descending}
            onClick={() => onChange({ descending: !state.descending })}
          />
        </Tooltip>
        <Tooltip content={refreshLabel}>
          <Button icon="refresh" aria-label={refreshLabel} onClick={onRefresh} />
        </Tooltip>
      </div>
    </div>
  );
}
