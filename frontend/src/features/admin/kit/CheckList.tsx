import { Callout, Checkbox, Spinner, SpinnerSize } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoadStatus } from '../../../api/catalogueCache.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';

export interface CheckOption {
  id: number;
  label: string;
  /** A group heading: options are shown under their group, in order of first appearance. */
  group?: string;
  hint?: string;
}

interface CheckListProps {
  legendId: MessageId;
  options: readonly CheckOption[];
  status: LoadStatus;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/**
 * A multi-select of catalogue entities as ticked boxes (every choice visible, by keyboard too).
 * Ids chosen but no longer known stay listed, so saving does not drop them silently.
 */
export function CheckList({ legendId, options, status, value, onChange, error }: CheckListProps) {
  const intl = useIntl();
  const known = new Set(options.map((option) => option.id));
  const unknown = value.filter((id) => !known.has(id)).map((id) => ({ id, label: intl.formatMessage({ id: 'adminCatalogue.pick.unknown' }, { id }) }));
  const all: CheckOption[] = [...options, ...unknown];
  const groups = [...new Set(all.map((option) => option.group ?? ''))];
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((chosen) => chosen !== id));

  return (
    <fieldset className={`plouf-fieldset plouf-checklist${error ? ' plouf-checklist--error' : ''}`} aria-invalid={error ? true : undefined}>
      <legend>
        <FormattedMessage id={legendId} />{' '}
        <span className="plouf-muted plouf-small"><FormattedMessage id="adminCatalogue.pick.count" values={{ count: value.length }} /></span>
      </legend>
      {status === 'loading' && options.length === 0 && <Spinner size={SpinnerSize.SMALL} />}
      {status === 'error' && options.length === 0 && <Callout intent="warning" compact><FormattedMessage id="adminCatalogue.pick.loadFailed" /></Callout>}
      {status === 'done' && all.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminCatalogue.pick.none" /></p>}
      {groups.map((group) => (
        <div key={group} className="plouf-checklist-group">
          {group && <div className="plouf-checklist-heading">{group}</div>}
          <div className="plouf-checklist-items">
            {all
              .filter((option) => (option.group ?? '') === group)
              .map((option) => (
                <Checkbox
                  key={option.id}
                  checked={value.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                  labelElement={
                    <>
                      {option.label}
                      {option.hint && <span className="plouf-muted plouf-small"> {option.hint}</span>}
                    </>
                  }
                />
              ))}
          </div>
        </div>
      ))}
      {error && <p className="plouf-field-error">{error}</p>}
    </fieldset>
  );
}
