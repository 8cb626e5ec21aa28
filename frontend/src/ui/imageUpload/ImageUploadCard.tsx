import { Alert } from '@blueprintjs/core';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MediaView } from '../../api/catalogue.ts';
import { DropZone } from './DropZone.tsx';
import { ImageTile } from './ImageTile.tsx';
import { ImageTitleDrawer } from './ImageTitleDrawer.tsx';
import { ImageZoomDialog } from './ImageZoomDialog.tsx';
import { PendingTile } from './PendingTile.tsx';
import { TooManyDialogs } from './TooManyDialogs.tsx';
import { DEFAULT_MAX_IMAGES } from './uploadRules.ts';
import { useImageList } from './useImageList.ts';
import { useImageUploads } from './useImageUploads.ts';
import { carriesFiles, useTileReorder } from './useTileReorder.ts';

export interface ImageUploadCardProps {
  images: MediaView[];
  onChange(images: MediaView[]): void;
  /** Spec §9: 50 by default. */
  max?: number;
  disabled?: boolean;
  /** The card's heading; "Images" by default. */
  label?: ReactNode;
}

/**
 * Spec §2 "Image upload card": images dropped or picked are uploaded at once (each with its
 * progress), shown as 130 × 102 thumbnails, reordered by dragging or with the arrow buttons,
 * zoomed, retitled in a right drawer and taken out after confirmation. The list it holds is the
 * entity's: `onChange` gives the new list, which the entity's own save sends as `imageIds` (so an
 * image taken out is only detached once the entity is saved).
 *
 * @example
 * <ImageUploadCard images={draft.images} onChange={(images) => setDraft({ ...draft, images })} />
 */
export function ImageUploadCard({ images, onChange, max = DEFAULT_MAX_IMAGES, disabled = false, label }: ImageUploadCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const list = useImageList(images, onChange);
  const uploads = useImageUploads({ images, max, onUploaded: list.append });
  const reorder = useTileReorder(list.move, !disabled && images.length > 1);
  const [filesOver, setFilesOver] = useState(false);
  const [zoomed, setZoomed] = useState<MediaView | null>(null);
  const [editing, setEditing] = useState<MediaView | null>(null);
  const [deleting, setDeleting] = useState<MediaView | null>(null);
  const [announce, setAnnounce] = useState('');

  const moveTo = (media: MediaView, from: number, to: number) => {
    list.move(from, to);
    const name = media.libelle || intl.formatMessage({ id: 'imageUpload.image.untitled' });
    setAnnounce(intl.formatMessage({ id: 'imageUpload.moved.position' }, { name, count: to + 1 }));
  };

  const dropHandlers = disabled
    ? {}
    : {
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setFilesOver(true);
        },
        onDragLeave: (event: DragEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFilesOver(false);
        },
        onDrop: (event: DragEvent) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setFilesOver(false);
          uploads.offer(Array.from(event.dataTransfer.files));
        },
      };

  return (
    <div
      className={['plouf-image-card', filesOver ? 'plouf-image-card--over' : '', disabled ? 'plouf-image-card--disabled' : ''].filter(Boolean).join(' ')}
      role="group"
      aria-labelledby={headingId}
      {...dropHandlers}
    >
      <div className="plouf-image-card-head">
        <span id={headingId} className="plouf-image-card-label">{label ?? <FormattedMessage id="imageUpload.card.label" />}</span>
        <span className="plouf-muted plouf-small">{`${images.length} / ${max}`}</span>
      </div>
      {images.length > 1 && !disabled && (
        <p className="plouf-muted plouf-small plouf-image-help"><FormattedMessage id="imageUpload.action.drag" /></p>
      )}
      <ul className="plouf-image-grid">
        {images.map((media, index) => (
          <ImageTile
            key={media.id}
            media={media}
            index={index}
            count={images.length}
            showMain={max > 1}
            disabled={disabled}
            dropTarget={reorder.over === index && reorder.dragged !== index}
            dragging={reorder.dragged === index}
            drag={reorder.dragProps(index)}
            onZoom={() => setZoomed(media)}
            onEdit={() => setEditing(media)}
            onDelete={() => setDeleting(media)}
            onMove={(to) => moveTo(media, index, to)}
          />
        ))}
        {uploads.pending.map((upload) => (
          <PendingTile key={upload.key} upload={upload} onRetry={() => uploads.retry(upload.key)} onDismiss={() => uploads.dismiss(upload.key)} />
        ))}
        {!disabled && <DropZone single={max === 1} active={filesOver} canPick={uploads.checkRoom} onFiles={uploads.offer} />}
      </ul>
      {disabled && images.length === 0 && <p className="plouf-muted"><FormattedMessage id="imageUpload.empty.none" /></p>}
      {!disabled && <p className="plouf-muted plouf-small plouf-image-hint"><FormattedMessage id="imageUpload.drop.hint" /></p>}
      <span className="plouf-sr-only" aria-live="polite">{announce}</span>

      <TooManyDialogs dialog={uploads.dialog} onConfirm={uploads.confirmDialog} onClose={uploads.closeDialog} />
      <ImageZoomDialog media={zoomed} onClose={() => setZoomed(null)} />
      <ImageTitleDrawer media={editing} onClose={() => setEditing(null)} onSaved={list.replace} />
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'imageUpload.delete.yes' })}
        cancelButtonText={intl.formatMessage({ id: 'imageUpload.delete.no' })}
        onConfirm={() => deleting && list.remove(deleting)}
        onClose={() => setDeleting(null)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="imageUpload.delete.confirm" /></p>
      </Alert>
    </div>
  );
}
