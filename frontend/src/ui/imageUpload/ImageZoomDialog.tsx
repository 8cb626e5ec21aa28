import { Classes } from '@blueprintjs/core';
import { Dialog } from '../Dialog.tsx';
import { useIntl } from 'react-intl';
import { imageUrl, type MediaView } from '../../api/catalogue.ts';
import { fitInside, formatDimensions } from './mediaFormat.ts';

/** Spec §9: the zoom shows the image up to 1200 × 800, never enlarged. */
export const ZOOM = { w: 1200, h: 800 } as const;

/** The image at up to 1200 × 800, with its title and copyright. `null` closes it. */
export function ImageZoomDialog({ media, onClose }: { media: MediaView | null; onClose: () => void }) {
  const intl = useIntl();
  const title = media?.libelle || intl.formatMessage({ id: 'imageUpload.image.untitled' });
  return (
    <Dialog
      isOpen={media !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'imageUpload.zoom.title' }, { name: title })}
      icon="media"
      className="plouf-zoom-dialog"
    >
      {media && (
        <>
          <div className={`${Classes.DIALOG_BODY} plouf-zoom-body`}>
            <img className="plouf-zoom-img" src={imageUrl(media, { ...ZOOM, mode: 'max' })} alt={title} {...fitInside(media, ZOOM)} />
          </div>
          <div className={`${Classes.DIALOG_FOOTER} plouf-zoom-caption plouf-muted`}>
            {[media.mdaCopyright, formatDimensions(media)].filter(Boolean).join(' · ')}
          </div>
        </>
      )}
    </Dialog>
  );
}
