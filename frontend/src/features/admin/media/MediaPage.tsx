import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MediaView } from '../../../api/catalogue.ts';
import { useStore } from '../../../lib/persistedStore.ts';
import { ImageTitleDrawer } from '../../../ui/imageUpload/ImageTitleDrawer.tsx';
import { ImageZoomDialog } from '../../../ui/imageUpload/ImageZoomDialog.tsx';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { MediaCard } from './MediaCard.tsx';
import { mediaListStore } from './mediaListState.ts';
import { MEDIA_SORT_FIELDS, visibleMedia } from './mediaUsage.ts';
import { useMediaLibrary } from './useMediaLibrary.ts';

/** /profil/administration/medias: every image in use, where it is used, its title and zoom. */
export default function MediaPage() {
  const intl = useIntl();
  usePageTitle('adminMedia.list.title');
  const [state, setState] = useStore(mediaListStore);
  const library = useMediaLibrary();
  const rows = useMemo(() => visibleMedia(library.entries, state), [library.entries, state]);
  const [zoomed, setZoomed] = useState<MediaView | null>(null);
  const [editing, setEditing] = useState<MediaView | null>(null);

  return (
    <section className="plouf-page plouf-page--flush">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminMedia.list.title" /></h1>
        {!library.loading && <span className="plouf-muted"><FormattedMessage id="adminMedia.list.count" values={{ count: library.entries.length }} /></span>}
      </div>
      <Callout intent="primary" icon="info-sign" className="plouf-gap">
        <FormattedMessage id="adminMedia.list.intro" />
      </Callout>
      <ListToolbar
        state={state}
        onChange={setState}
        onRefresh={library.reloadAll}
        searchPlaceholder={intl.formatMessage({ id: 'adminMedia.list.search' })}
        sortFields={MEDIA_SORT_FIELDS.map((field) => ({ value: field, label: intl.formatMessage({ id: `adminMedia.sort.${field}` }) }))}
      />
      {library.failed && !library.allFailed && (
        <Callout intent="warning" icon="warning-sign" title={intl.formatMessage({ id: 'adminMedia.partial.title' })} className="plouf-gap">
          <FormattedMessage id="adminMedia.partial.body" />
        </Callout>
      )}
      {library.loading && <Loading />}
      {library.allFailed && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="adminMedia.error.load" />}
          action={<Button icon="refresh" onClick={library.reloadAll}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {!library.loading && !library.allFailed && rows.length === 0 && (
        <NonIdealState icon="media" title={<FormattedMessage id={library.entries.length === 0 ? 'adminMedia.empty.none' : 'adminMedia.empty.search'} />} />
      )}
      {!library.loading && rows.length > 0 && (
        <ul className="plouf-media-grid">
          {rows.map((entry) => <MediaCard key={entry.media.id} entry={entry} onZoom={setZoomed} onEdit={setEditing} />)}
        </ul>
      )}
      <ImageZoomDialog media={zoomed} onClose={() => setZoomed(null)} />
      <ImageTitleDrawer media={editing} onClose={() => setEditing(null)} onSaved={library.onRetitled} />
    </section>
  );
}
