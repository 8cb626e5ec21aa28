import { Alert } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UploadDialog } from './useImageUploads.ts';

/** Spec §8: the card is full, or more files were dropped than it has room for. */
export function TooManyDialogs({ dialog, onConfirm, onClose }: { dialog: UploadDialog; onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <>
      <Alert
        isOpen={dialog?.kind === 'full'}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={intl.formatMessage({ id: 'imageUpload.full.ok' })}
        onClose={onClose}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="imageUpload.full.body" /></p>
      </Alert>
      <Alert
        isOpen={dialog?.kind === 'some'}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={intl.formatMessage({ id: 'imageUpload.tooMany.continue' })}
        cancelButtonText={intl.formatMessage({ id: 'imageUpload.tooMany.stop' })}
        onConfirm={onConfirm}
        onCancel={onClose}
        canEscapeKeyCancel
      >
        <h4 className="plouf-alert-title"><FormattedMessage id="imageUpload.tooMany.title" /></h4>
        <p>
          {dialog?.kind === 'some' &&
            (dialog.count === 1 ? (
              <FormattedMessage id="imageUpload.tooMany.one" />
            ) : (
              <FormattedMessage id="imageUpload.tooMany.some" values={{ count: dialog.count }} />
            ))}
        </p>
      </Alert>
    </>
  );
}
