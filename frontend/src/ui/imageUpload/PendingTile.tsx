import { Button, Icon, ProgressBar } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { THUMBNAIL } from './MediaThumbnail.tsx';
import type { PendingUpload } from './useImageUploads.ts';

/** A file being sent: its local preview under a progress bar, or what went wrong and a retry. */
export function PendingTile({ upload, onRetry, onDismiss }: { upload: PendingUpload; onRetry: () => void; onDismiss: () => void }) {
  const intl = useIntl();
  const name = upload.file.name;
  const failed = upload.error !== undefined;
  return (
    <li className={failed ? 'plouf-image-tile plouf-image-tile--failed' : 'plouf-image-tile plouf-image-tile--pending'}>
      <div className="plouf-image-thumb plouf-image-thumb--pending">
        <img className="plouf-thumb-img" src={upload.preview} width={THUMBNAIL.w} height={THUMBNAIL.h} alt="" />
        <div className="plouf-image-progress">
          {failed ? (
            <span className="plouf-image-error" role="alert">
              <Icon icon="error" size={14} /> {upload.error}
            </span>
          ) : (
            <ProgressBar
              intent="primary"
              value={upload.progress}
              animate={upload.progress < 1}
              stripes={upload.progress < 1}
              aria-label={intl.formatMessage({ id: 'imageUpload.progress.label' }, { name })}
            />
          )}
        </div>
      </div>
      <span className="plouf-image-title" title={name}>{name}</span>
      <div className="plouf-image-actions">
        {failed && (
          <Button size="small" variant="minimal" icon="refresh" aria-label={intl.formatMessage({ id: 'imageUpload.progress.retry' }, { name })} onClick={onRetry} />
        )}
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label={intl.formatMessage({ id: failed ? 'imageUpload.progress.dismiss' : 'imageUpload.progress.cancel' }, { name })}
          onClick={onDismiss}
        />
      </div>
    </li>
  );
}
