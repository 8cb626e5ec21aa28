import { Alert, AnchorButton, Button, Callout, NonIdealState, Tag } from '@blueprintjs/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogues.ts';
import { Loading } from '../../ui/Loading.tsx';
import type { useContentEditor } from './useContentEditor.ts';

type Editor = Pick<
  ReturnType<typeof useContentEditor>,
  'status' | 'isNew' | 'dirty' | 'changedElsewhere' | 'saving' | 'deleting' | 'submit' | 'destroy' | 'takeServerVersion' | 'reload'
>;

interface EditorFrameProps {
  editor: Editor;
  title: ReactNode;
  subtitle?: ReactNode;
  listPath: string;
  messages: { back: MessageId; notFound: MessageId; loadError: MessageId; confirmDelete: MessageId };
  /** The public address of the document, once it has one. */
  publicPath?: string;
  children: ReactNode;
}

/**
 * What the page and blog editors share around their fields: the way back, loading and not-found
 * states, the unsaved-changes tag, the notice of a change made elsewhere, the save and delete bar
 * and the delete confirmation.
 */
export function EditorFrame({ editor, title, subtitle, listPath, messages, publicPath, children }: EditorFrameProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(listPath)}>
      <FormattedMessage id={messages.back} />
    </Button>
  );

  if (editor.status === 'loading') return <Loading />;
  if (editor.status !== 'done') {
    const notFound = editor.status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back}
        <NonIdealState
          icon={notFound ? 'search' : 'error'}
          title={<FormattedMessage id={notFound ? messages.notFound : messages.loadError} />}
          action={notFound ? undefined : <Button icon="refresh" onClick={editor.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only this form's own submit: React bubbles those of portalled forms (drawers, popovers) here too.
    if (event.target !== event.currentTarget) return;
    void editor.submit();
  };

  return (
    <section className="plouf-page plouf-page--flush">
      {back}
      <div className="plouf-detail-head">
        <div>
          <h1 className="plouf-page-title plouf-break">{title}</h1>
          {subtitle && <p className="plouf-muted plouf-small">{subtitle}</p>}
        </div>
        {editor.dirty && (
          <Tag intent="warning" minimal round>
            <FormattedMessage id="adminPages.editor.unsaved" />
          </Tag>
        )}
      </div>
      {editor.changedElsewhere && (
        <Callout intent="warning" icon="warning-sign" title={intl.formatMessage({ id: 'adminPages.editor.changedTitle' })} className="plouf-gap">
          <p><FormattedMessage id="adminPages.editor.changedBody" /></p>
          <Button icon="refresh" onClick={editor.takeServerVersion}><FormattedMessage id="adminPages.editor.takeTheirs" /></Button>
        </Callout>
      )}
      <form onSubmit={onSubmit} noValidate>
        {children}
        <div className="plouf-detail-actions">
          <Button type="submit" intent="primary" icon="floppy-disk" loading={editor.saving} disabled={editor.deleting}>
            <FormattedMessage id="common.action.save" />
          </Button>
          {publicPath && !editor.isNew && (
            <AnchorButton variant="minimal" icon="globe" href={publicPath} target="_blank" rel="noopener">
              <FormattedMessage id="adminPages.editor.view" />
            </AnchorButton>
          )}
          {!editor.isNew && (
            <Button className="plouf-head-action" intent="danger" variant="outlined" icon="trash" loading={editor.deleting} disabled={editor.saving} onClick={() => setConfirmDelete(true)}>
              <FormattedMessage id="adminPages.editor.delete" />
            </Button>
          )}
        </div>
      </form>
      <Alert
        isOpen={confirmDelete}
        intent="danger"
        icon="trash"
        confirmButtonText={intl.formatMessage({ id: 'adminPages.editor.delete' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void editor.destroy()}
        onClose={() => setConfirmDelete(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id={messages.confirmDelete} /></p>
      </Alert>
    </section>
  );
}
