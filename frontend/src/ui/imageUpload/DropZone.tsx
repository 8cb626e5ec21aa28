import { Button, Icon } from '@blueprintjs/core';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface DropZoneProps {
  single: boolean;
  /** Files are being dragged over the card. */
  active: boolean;
  /** Asked before the file picker opens: false when the card is full (its dialog says so). */
  canPick: () => boolean;
  onFiles: (files: File[]) => void;
}

/** The tile that invites a drop, or a click to pick files (images only). */
export function DropZone({ single, active, canPick, onFiles }: DropZoneProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <li className={active ? 'plouf-image-drop plouf-image-drop--active' : 'plouf-image-drop'}>
      <Icon icon="cloud-upload" size={20} className="plouf-image-drop-icon" />
      <span className="plouf-image-drop-text">
        <FormattedMessage id={active ? 'imageUpload.drop.release' : single ? 'imageUpload.drop.titleOne' : 'imageUpload.drop.title'} />
      </span>
      <Button
        size="small"
        variant="outlined"
        intent="primary"
        aria-label={intl.formatMessage({ id: single ? 'imageUpload.drop.pickOne' : 'imageUpload.drop.pick' })}
        onClick={() => canPick() && input.current?.click()}
      >
        <FormattedMessage id="imageUpload.drop.browse" />
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={!single}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </li>
  );
}
