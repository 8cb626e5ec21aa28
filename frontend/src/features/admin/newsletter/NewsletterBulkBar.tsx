import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NewsletterAction } from '../../../api/types.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';

interface NewsletterBulkBarProps {
  count: number;
  busy: boolean;
  /** Whether any of the selection may be validated (none of it unsubscribed). */
  canValidate: boolean;
  onRun: (action: NewsletterAction) => void;
}

/** The actions on the selection; a deletion, which cannot be undone, is confirmed first. */
export function NewsletterBulkBar({ count, busy, canValidate, onRun }: NewsletterBulkBarProps) {
  const intl = useIntl();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <Callout intent="primary" icon="selection" className="plouf-bulkbar">
        <span><FormattedMessage id="adminNewsletter.list.selected" values={{ count }} /></span>
        <ButtonGroup className="plouf-bulkbar-actions">
          <Button icon="tick" disabled={busy || !canValidate} onClick={() => onRun('validate')}>
            <FormattedMessage id="adminNewsletter.action.validate" />
          </Button>
          <Button icon="disable" disabled={busy} onClick={() => onRun('disable')}>
            <FormattedMessage id="adminNewsletter.action.disable" />
          </Button>
          <Button icon="trash" intent="danger" disabled={busy} onClick={() => setConfirmDelete(true)}>
            <FormattedMessage id="adminNewsletter.action.delete" />
          </Button>
        </ButtonGroup>
      </Callout>
      <NamedAlert
        title={<FormattedMessage id="adminNewsletter.confirm.deleteTitle" />}
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'adminNewsletter.action.delete' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => onRun('delete')}
        onClose={() => setConfirmDelete(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminNewsletter.confirm.delete" values={{ count }} /></p>
      </NamedAlert>
    </>
  );
}
