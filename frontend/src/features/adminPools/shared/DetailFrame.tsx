import { Alert, Button, Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { featureMessage, type CatalogueFeature } from './catalogueFeature.ts';
import type { FieldErrors } from './fieldErrors.ts';
import type { DetailStatus } from './useCatalogueDetail.ts';

interface DetailFrameProps {
  feature: CatalogueFeature;
  listPath: string;
  detail: {
    status: DetailStatus;
    isNew: boolean;
    touched: boolean;
    saving: boolean;
    deleting: boolean;
    stale: boolean;
    otherErrors: FieldErrors;
    save: () => Promise<void>;
    remove: () => Promise<void>;
    discard: () => void;
    reload: () => void;
  };
  /** The entity's name, as saved. */
  name: string;
  /** Shown beside the title: status tags. */
  tags?: ReactNode;
  children: ReactNode;
}

/**
 * A catalogue detail page: back, title, the form, and save / delete (after a confirmation) at the
 * bottom; a missing entity shows a NonIdealState, a load error a retry.
 */
export function DetailFrame({ feature, listPath, detail, name, tags, children }: DetailFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(featureMessage(feature, 'detail.title'));
  const busy = detail.saving || detail.deleting;

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(listPath)}>
      <FormattedMessage id={featureMessage(feature, 'detail.back')} />
    </Button>
  );

  if (detail.status === 'loading') return <Loading />;
  if (detail.status !== 'done') {
    const notFound = detail.status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back}
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
    void detail.save();
  };
  const otherErrors = Object.entries(detail.otherErrors);

  return (
    <section className="plouf-page plouf-page--flush">
      {back}
      <div className="plouf-catalogue-title">
        <h1 className="plouf-page-title plouf-break">
          {detail.isNew ? <FormattedMessage id={featureMessage(feature, 'detail.newTitle')} /> : name}
        </h1>
        {detail.isNew ? <Tag intent="primary" round><FormattedMessage id="adminCatalogue.form.newBadge" /></Tag> : tags}
      </div>
      {detail.stale && (
        <Callout intent="warning" icon="warning-sign" className="plouf-gap">
          <p><FormattedMessage id="adminCatalogue.form.stale" /></p>
          <Button icon="refresh" onClick={detail.discard}><FormattedMessage id="adminCatalogue.form.reloadStale" /></Button>
        </Callout>
      )}
      {otherErrors.length > 0 && (
        <Callout intent="danger" icon="error" className="plouf-gap" title={intl.formatMessage({ id: 'adminCatalogue.form.otherErrors' })}>
          <ul className="plouf-error-list">
            {otherErrors.map(([field, message]) => <li key={field}><code>{field}</code> — {message}</li>)}
          </ul>
        </Callout>
      )}
      <form className="plouf-catalogue-form" onSubmit={submit} noValidate>
        {children}
        <div className="plouf-catalogue-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={detail.saving} disabled={busy}>
            <FormattedMessage id={featureMessage(feature, 'detail.save')} />
          </Button>
          {!detail.isNew && (
            <Button icon="trash" intent="danger" variant="outlined" loading={detail.deleting} disabled={busy} onClick={() => setConfirming(true)}>
              <FormattedMessage id={featureMessage(feature, 'detail.delete')} />
            </Button>
          )}
          <Button icon="arrow-left" variant="minimal" className="plouf-back-action" onClick={() => navigate(listPath)}>
            <FormattedMessage id={featureMessage(feature, 'detail.back')} />
          </Button>
          {detail.touched && <span className="plouf-muted plouf-small plouf-unsaved"><FormattedMessage id="adminCatalogue.form.unsaved" /></span>}
        </div>
      </form>
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
