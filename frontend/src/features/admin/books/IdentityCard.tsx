import { Button, Callout, Card, NonIdealState, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { TextAreaInput, TextInput } from '../kit/Field.tsx';
import { useFocusFirstInvalid } from '../kit/useFocusFirstInvalid.ts';
import { IDENTITY_FIELDS, type IdentityField } from './identityForm.ts';
import type { useIdentity } from './useIdentity.ts';

/** The fields with a help line under them (when they have no error). */
const HELP: Partial<Record<IdentityField, MessageId>> = {
  legalForm: 'adminBooks.field.legalFormHelp',
  siret: 'adminBooks.field.siretHelp',
  vatNumber: 'adminBooks.field.vatNumberHelp',
  footer: 'adminBooks.field.footerHelp',
};

/** Where a field sits in the form's grid: a whole line, or a share of one. */
const WIDE: ReadonlySet<IdentityField> = new Set(['name', 'street', 'footer']);

/** The school's legal identity as invoices print it; saved as one document, refusals on their fields. */
export function IdentityCard({ identity }: { identity: ReturnType<typeof useIdentity> }) {
  const intl = useIntl();
  const { draft, view, errors } = identity;
  const formRef = useFocusFirstInvalid(identity.tried);

  if (identity.status === 'loading' && !draft) return <Loading />;
  if (!draft || !view) {
    return <NonIdealState icon="error" title={<FormattedMessage id="adminBooks.identity.loadError" />} action={<Button icon="refresh" onClick={identity.reload}><FormattedMessage id="common.action.retry" /></Button>} />;
  }

  const field = (name: IdentityField) => {
    const props = {
      id: `identity-${name}`,
      labelId: `adminBooks.field.${name}` as MessageId,
      required: IDENTITY_FIELDS[name].required,
      error: errors[name],
      helper: HELP[name] ? intl.formatMessage({ id: HELP[name] }) : undefined,
      className: WIDE.has(name) ? 'plouf-books-field plouf-books-field--wide' : 'plouf-books-field',
      value: draft[name],
      onChange: (value: string) => identity.set(name, value),
    };
    return name === 'footer' ? <TextAreaInput key={name} {...props} /> : <TextInput key={name} {...props} />;
  };

  return (
    <Card elevation={1} className="plouf-form-card plouf-books-identity">
      <div className="plouf-books-card-head">
        <h2 className="plouf-card-title"><FormattedMessage id="adminBooks.identity.title" /></h2>
        <span className="plouf-muted">
          {view.savedAt ? <FormattedMessage id="adminBooks.identity.savedAt" values={{ date: parisDateTime(view.savedAt) }} /> : <FormattedMessage id="adminBooks.identity.defaults" />}
        </span>
      </div>
      <p className="plouf-muted"><FormattedMessage id="adminBooks.identity.help" /></p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void identity.submit();
        }}
      >
        {identity.refusal && (
          <Callout intent="danger" icon="error" role="alert" className="plouf-books-refusal">
            {identity.refusal}
          </Callout>
        )}
        <div className="plouf-books-fields">{(Object.keys(IDENTITY_FIELDS) as IdentityField[]).map(field)}</div>
        <div className="plouf-books-actions">
          {identity.changed && <Tag intent="warning" minimal><FormattedMessage id="adminBooks.identity.unsaved" /></Tag>}
          <Button disabled={!identity.changed || identity.busy} onClick={identity.reset}><FormattedMessage id="adminBooks.identity.reset" /></Button>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={identity.busy}><FormattedMessage id="adminBooks.identity.save" /></Button>
        </div>
      </form>
    </Card>
  );
}
