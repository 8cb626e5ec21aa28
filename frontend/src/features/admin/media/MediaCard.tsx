import { Button, Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MediaView } from '../../../api/catalogue.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { formatDimensions, formatSize } from '../../../ui/imageUpload/mediaFormat.ts';
import { MediaThumbnail } from '../../../ui/imageUpload/MediaThumbnail.tsx';
import { isEditableImage } from '../../../ui/imageUpload/uploadRules.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import type { MediaUse, UsageKind, UsedMedia } from './mediaUsage.ts';

const KIND: Record<UsageKind, { labelId: MessageId; path: (id: number) => string }> = {
  pool: { labelId: 'adminMedia.kind.pool', path: (id) => `${ADMIN_BASE}/piscines/${id}` },
  activity: { labelId: 'adminMedia.kind.activity', path: (id) => `${ADMIN_BASE}/activites/${id}` },
  instructor: { labelId: 'adminMedia.kind.instructor', path: (id) => `${ADMIN_BASE}/mns/${id}` },
  page: { labelId: 'adminMedia.kind.page', path: (id) => `${ADMIN_BASE}/pages/${id}` },
  blog: { labelId: 'adminMedia.kind.blog', path: (id) => `${ADMIN_BASE}/blog/${id}` },
};

interface MediaCardProps {
  entry: UsedMedia;
  onZoom: (media: MediaView) => void;
  onEdit: (media: MediaView) => void;
}

/** An image in use: its thumbnail (opens the zoom), title, file facts and the records using it. */
export function MediaCard({ entry: { media, uses }, onZoom, onEdit }: MediaCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = media.libelle || intl.formatMessage({ id: 'imageUpload.image.untitled' });
  const facts = [formatDimensions(media), media.size > 0 ? formatSize(media.size, locale) : '', media.mdaExt.replace('.', '').toUpperCase()].filter(Boolean);
  return (
    <li className="plouf-media-card">
      <button type="button" className="plouf-image-thumb" onClick={() => onZoom(media)} aria-label={intl.formatMessage({ id: 'imageUpload.action.zoom' }, { name })}>
        <MediaThumbnail media={media} alt={name} />
      </button>
      <div className="plouf-media-info">
        <span className="plouf-media-title">{name}</span>
        {media.mdaCopyright && <span className="plouf-muted plouf-small">{media.mdaCopyright}</span>}
        <span className="plouf-muted plouf-small">{facts.join(' · ')}</span>
        <span className="plouf-muted plouf-small plouf-break">{media.fileName}</span>
        <span className="plouf-small"><FormattedMessage id="adminMedia.uses.title" /></span>
        <ul className="plouf-media-uses">
          {uses.map((use) => <UseLink key={`${use.kind}-${use.id}`} use={use} />)}
        </ul>
        {isEditableImage(media) && (
          <div>
            <Button size="small" icon="edit" onClick={() => onEdit(media)} aria-label={`${intl.formatMessage({ id: 'adminMedia.action.edit' })} : ${name}`}>
              <FormattedMessage id="adminMedia.action.edit" />
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

function UseLink({ use }: { use: MediaUse }) {
  const kind = KIND[use.kind];
  return (
    <li>
      <Tag minimal round className="plouf-media-kind">
        <FormattedMessage id={kind.labelId} />
      </Tag>
      <Link to={kind.path(use.id)}>{use.label}</Link>
    </li>
  );
}
