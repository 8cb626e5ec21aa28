import { Alert, AnchorButton, Button, Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';
import type { CatalogueDetail } from './useCatalogueDetail.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

type FrameDetail = Pick<
  CatalogueDetail,
  'status' | 'isNew' | 'dirty' | 'stale' | 'saving' | 'deleting' | 'invalidShown' | 'otherErrors' | 'save' | 'remove' | 'loadTheirs' | 'reload'
>;

interface DetailFrameProps {
  feature: CatalogueFeature;
  listPath: string;
  detail: FrameDetail;
  /** The entity's name, as saved. */
  name: string;
  /** Under the title: when it last changed. */
  subtitle?: ReactNode;
  /** Beside the title: status tags. */
  tags?: ReactNode;
  /** The public address of the entity, once it has one: a "view on the site" link. */
  publicPath?: string;
  children: ReactNode;
  /** Under the form: sections saved on their own (an activity's levels), shown once the entity exists. */
  after?: ReactNode;
}

/**
 * Every back-office detail screen: back, title, the notice of a version saved elsewhere, the
 * server's unplaced errors, the form, and save / delete (after a confirmation) in a bar that stays
 * in sight; a missing entity shows a NonIdealState, a load error a retry.
 */
export function DetailFrame({ feature, listPath, detail, name, subtitle, tags, publicPath, children, after }: DetailFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const formRef = useFocusFirstInvalid(detail.invalidShown);
  usePageTitle(featureMessage(feature, detail.isNew ? 'detail.newTitle' : 'detail.title'));
  const busy = detail.saving || detail.deleting;

  const back = (className?: string) => (
    <Button variant="minimal" icon="arrow-left" className={className} onClick={() => navigate(listPath)}>
      <FormattedMessage id={featureMessage(feature, 'detail.back')} />
    </Button>
  );

  if (detail.status === 'loading') return <Loading />;
  if (detail.status !== 'done') {
    const notFound = detail.status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back()}
        <NonIdealState
          icon={notFound ? 'search' : 'error'}
          title={<FormattedMessage id={featureMessage(feature, notFound ? 'detail.notFound' : 'error.loadOne')} />}
          action={notFound ? undefined : <Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only this form's own submit: React bubbles those of portalled forms (link popover, image drawer) here too.
    if (event.target !== event.currentTarget) return;
    void detail.save();
  };

  return (
    <section className="plouf-page plouf-page--flush">
      {back()}
      <div className="plouf-catalogue-title">
        <h1 className="plouf-page-title plouf-break">
          {detail.isNew ? <FormattedMessage id={featureMessage(feature, 'detail.newTitle')} /> : name}
        </h1>
        {detail.isNew ? <Tag intent="primary" round><FormattedMessage id="adminCatalogue.form.newBadge" /></Tag> : tags}
      </div>
      {subtitle && !detail.isNew && <p className="plouf-muted plouf-small plouf-catalogue-subtitle">{subtitle}</p>}
      <DetailNotices detail={detail} />
      <form ref={formRef} className="plouf-catalogue-form" onSubmit={submit} noValidate>
        {children}
        <div className="plouf-catalogue-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={detail.saving} disabled={busy}>
            <FormattedMessage id={featureMessage(feature, 'detail.save')} />
          </Button>
          {publicPath && !detail.isNew && (
            <AnchorButton variant="minimal" icon="globe" href={publicPath} target="_blank" rel="noopener">
              <FormattedMessage id="adminCatalogue.form.view" />
            </AnchorButton>
          )}
          {!detail.isNew && (
            <Button icon="trash" intent="danger" variant="outlined" loading={detail.deleting} disabled={busy} onClick={() => setConfirming(true)}>
              <FormattedMessage id={featureMessage(feature, 'detail.delete')} />
            </Button>
          )}
          {back('plouf-back-action')}
          {detail.dirty && <span className="plouf-muted plouf-small plouf-unsaved"><FormattedMessage id="adminCatalogue.form.unsaved" /></span>}
        </div>
      </form>
      {!detail.isNew && after}
      <Alert
        isOpen={confirming}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: featureMessage(feature, 'detail.delete') })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void detail.remove()}
        onClose={() => setConfirming(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id={featureMessage(feature, 'detail.confirmDelete')} values={{ name }} /></p>
      </Alert>
    </section>
  );
}

/** Above the form: another version arrived over unsaved changes; values the server refused that no field shows. */
function DetailNotices({ detail }: { detail: Pick<FrameDetail, 'stale' | 'otherErrors' | 'loadTheirs'> }) {
  const intl = useIntl();
  const otherErrors = Object.entries(detail.otherErrors);
  return (
    <>
      {detail.stale && (
        <Callout intent="warning" icon="warning-sign" className="plouf-gap">
          <p><FormattedMessage id="adminCatalogue.form.stale" /></p>
          <Button icon="refresh" onClick={detail.loadTheirs}><FormattedMessage id="adminCatalogue.form.reloadStale" /></Button>
        </Callout>
      )}
      {otherErrors.length > 0 && (
        <Callout intent="danger" icon="error" className="plouf-gap" title={intl.formatMessage({ id: 'adminCatalogue.form.otherErrors' })}>
          <ul className="plouf-error-list">
            {otherErrors.map(([field, message]) => <li key={field}><code>{field}</code> — {message}</li>)}
          </ul>
        </Callout>
      )}
    </>
  );
}
