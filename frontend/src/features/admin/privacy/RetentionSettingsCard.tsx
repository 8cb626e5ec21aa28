import { Button, Card, FormGroup, InputGroup, NonIdealState, NonIdealStateIconSize, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { RETENTION_FIELDS, type RetentionField, type useRetentionSettings } from './useRetentionSettings.ts';

/** The school's retention periods, each with its unit and bounds; saved as one document. */
export function RetentionSettingsCard({ settings }: { settings: ReturnType<typeof useRetentionSettings> }) {
  const intl = useIntl();
  const { draft, view, errors } = settings;

  let body;
  if (settings.status === 'loading' && !draft) body = <Loading />;
  else if (!draft || !view)
    body = (
      <NonIdealState
        icon="error"
        iconSize={NonIdealStateIconSize.SMALL}
        title={<FormattedMessage id="adminPrivacy.settings.loadError" />}
        action={<Button icon="refresh" onClick={settings.reload}><FormattedMessage id="common.action.retry" /></Button>}
      />
    );
  else
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void settings.submit();
        }}
      >
        <div className="plouf-privacy-fields">
          {(Object.keys(RETENTION_FIELDS) as RetentionField[]).map((field) => {
            const { unit, ...range } = RETENTION_FIELDS[field];
            const unitText = intl.formatMessage({ id: `adminPrivacy.unit.${unit}` });
            const id = `retention-${field}`;
            return (
              <FormGroup
                key={field}
                label={intl.formatMessage({ id: `adminPrivacy.settings.${field}` })}
                labelFor={id}
                labelInfo={`(${unitText})`}
                helperText={errors[field] ?? intl.formatMessage({ id: 'adminPrivacy.settings.range' }, range)}
                intent={errors[field] ? 'danger' : 'none'}
              >
                <InputGroup
                  id={id}
                  inputMode="numeric"
                  value={draft[field]}
                  onValueChange={(value) => settings.set(field, value)}
                  aria-invalid={errors[field] ? true : undefined}
                  intent={errors[field] ? 'danger' : 'none'}
                  rightElement={<Tag minimal aria-hidden>{unitText}</Tag>}
                  autoComplete="off"
                />
              </FormGroup>
            );
          })}
        </div>
        <div className="plouf-privacy-save">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={settings.busy}><FormattedMessage id="adminPrivacy.settings.save" /></Button>
        </div>
      </form>
    );

  return (
    <Card elevation={1} className="plouf-form-card plouf-privacy-card">
      <div className="plouf-card-head">
        <h2 className="plouf-card-title"><FormattedMessage id="adminPrivacy.settings.title" /></h2>
        {view && (
          <span className="plouf-muted plouf-small">
            {view.savedAt ? <FormattedMessage id="adminPrivacy.settings.savedAt" values={{ date: parisDateTime(view.savedAt) }} /> : <FormattedMessage id="adminPrivacy.settings.defaults" />}
          </span>
        )}
      </div>
      <p className="plouf-muted"><FormattedMessage id="adminPrivacy.settings.help" /></p>
      {body}
    </Card>
  );
}
