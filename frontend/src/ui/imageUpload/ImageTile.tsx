import { Button, Tag, Tooltip } from '@blueprintjs/core';
import type { DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MediaView } from '../../api/catalogue.ts';
import { MediaThumbnail } from './MediaThumbnail.tsx';
import { isEditableImage } from './uploadRules.ts';

export interface TileDrag {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

interface ImageTileProps {
  media: MediaView;
  index: number;
  count: number;
  /** Marks the first image as the main one (controls holding several). */
  showMain: boolean;
  disabled: boolean;
  dropTarget: boolean;
  dragging: boolean;
  drag: TileDrag;
  onZoom: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (to: number) => void;
}

/** One image of the card: its thumbnail (opens the zoom), title, and move, edit and delete buttons. */
export function ImageTile({ media, index, count, showMain, disabled, dropTarget, dragging, drag, onZoom, onEdit, onDelete, onMove }: ImageTileProps) {
  const intl = useIntl();
  const name = media.libelle || intl.formatMessage({ id: 'imageUpload.image.untitled' });
  const label = (id: 'imageUpload.action.zoom' | 'imageUpload.action.edit' | 'imageUpload.action.delete' | 'imageUpload.action.moveBefore' | 'imageUpload.action.moveAfter') =>
    intl.formatMessage({ id }, { name });
  const editable = isEditableImage(media) && !disabled;
  const badges = [...(showMain && index === 0 ? (['imageUpload.image.first'] as const) : []), ...(!isEditableImage(media) ? (['imageUpload.image.default'] as const) : [])];
  const classes = ['plouf-image-tile', dropTarget ? 'plouf-image-tile--target' : '', dragging ? 'plouf-image-tile--dragging' : ''].filter(Boolean).join(' ');

  return (
    <li className={classes} {...drag}>
      {/* Its name holds the badge it shows ("Principale"): a speech user can say it (WCAG 2.5.3). */}
      <button type="button" className="plouf-image-thumb" onClick={onZoom} aria-label={[label('imageUpload.action.zoom'), ...badges.map((id) => intl.formatMessage({ id }))].join(', ')}>
        <MediaThumbnail media={media} alt={name} />
        {badges.map((id) => (
          <Tag key={id} className="plouf-image-badge" intent={id === 'imageUpload.image.first' ? 'primary' : 'none'} round>
            <FormattedMessage id={id} />
          </Tag>
        ))}
      </button>
      <span className="plouf-image-title" title={name}>{name}</span>
      <div className="plouf-image-actions">
        {count > 1 && !disabled && (
          <Tooltip content={label('imageUpload.action.moveBefore')} disabled={index === 0}>
            <Button size="small" variant="minimal" icon="chevron-left" aria-label={label('imageUpload.action.moveBefore')} disabled={index === 0} onClick={() => onMove(index - 1)} />
          </Tooltip>
        )}
        {editable && (
          <>
            <Tooltip content={label('imageUpload.action.edit')}>
              <Button size="small" variant="minimal" icon="edit" aria-label={label('imageUpload.action.edit')} onClick={onEdit} />
            </Tooltip>
            <Tooltip content={label('imageUpload.action.delete')}>
              <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={label('imageUpload.action.delete')} onClick={onDelete} />
            </Tooltip>
          </>
        )}
        {count > 1 && !disabled && (
          <Tooltip content={label('imageUpload.action.moveAfter')} disabled={index === count - 1}>
            <Button size="small" variant="minimal" icon="chevron-right" aria-label={label('imageUpload.action.moveAfter')} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
          </Tooltip>
        )}
      </div>
    </li>
  );
}
