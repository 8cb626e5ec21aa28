import { DialogBody } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MediaView } from '../../../api/catalogue.ts';
import { Picture } from './Picture.tsx';

/** Spec §9: images are zoomed up to 1200 × 800. */
const ZOOM = { width: 1200, height: 800 };

/** Thumbnails of a page's images; a tap shows one large, the copyright under it. */
export function Gallery({ images }: { images: readonly MediaView[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<MediaView | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="site-gallery">
        {images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              className="site-gallery-thumb"
              aria-label={intl.formatMessage({ id: 'site.gallery.zoom' }, { name: image.libelle })}
              onClick={() => setOpen(image)}
            >
              <Picture media={image} width={320} height={220} />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        title={open?.libelle || intl.formatMessage({ id: 'site.section.gallery' })}
        className="site-zoom"
      >
        <DialogBody useOverflowScrollContainer={false}>
          {open && <Picture media={open} {...ZOOM} mode="max" lazy={false} className="site-zoom-image" />}
          {open?.mdaCopyright && <p className="plouf-muted plouf-small">© {open.mdaCopyright}</p>}
        </DialogBody>
      </Dialog>
    </>
  );
}
