import { Button, Callout, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import type { FieldErrors } from '../kit/fieldErrors.ts';
import type { MailDetailStatus } from './useMailDetail.ts';

interface MailDetailFrameProps {
  status: MailDetailStatus;
  listPath: string;
  messages: { title: MessageId; back: MessageId; notFound: MessageId; loadError: MessageId };
  heading: ReactNode;
  tags?: ReactNode;
  subtitle?: ReactNode;
  dirty: boolean;
  /** Another administrator saved a version over this one's unsaved changes. */
  stale: boolean;
  onLoadTheirs: () => void;
  onSave: () => void;
  reload: () => void;
  /** Server refusals no field shows. */
  otherErrors: FieldErrors;
  /** Counts refused saves: each brings the first wrong field into view, once its tab shows. */
  invalidShown: number;
  /** The buttons after Save in the bar that stays in sight. */
  actions: ReactNode;
  saveButton: ReactNode;
  children: ReactNode;
}

/**
 * A mail template's or skin's screen: back (asking first when changes are not saved; leaving the
 * page asks too), title, the form, and its actions in a bar that stays in sight.
 */
export function MailDetailFrame(props: MailDetailFrameProps) {
  const { status, listPath, messages, heading, tags, subtitle, dirty, stale, onLoadTheirs, onSave, reload, otherErrors, invalidShown, actions, saveButton, children } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  usePageTitle(messages.title);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (invalidShown === 0) return;
    // The language tab holding the error is chosen in this same render: focus once it shows.
    const timer = setTimeout(() => {
      const invalid = [...(formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])].find((field) => field.offsetParent !== null);
      invalid?.scrollIntoView({ block: 'center' });
      invalid?.focus({ preventScroll: true });
    }, 50);
    return () => clearTimeout(timer);
  }, [invalidShown]);

  const back = (className?: string) => (
    <Button variant="minimal" icon="arrow-left" className={className} onClick={() => (dirty ? setLeaving(true) : navigate(listPath))}>
      <FormattedMessage id={messages.back} />
    </Button>
  );

  if (status === 'loading') return <Loading />;
  if (status !== 'done') {
    const notFound = status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back()}
        <NonIdealState
          icon={notFound ? 'search' : 'error'}
          title={<FormattedMessage id={notFound ? messages.notFound : messages.loadError} />}
          action={notFound ? undefined : <Button icon="refresh" onClick={reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (event.target === event.currentTarget) onSave();
  };
  const unplaced = Object.entries(otherErrors);

  return (
    <section className="plouf-page plouf-page--flush">
      {back()}
      <div className="plouf-catalogue-title">
        <h1 className="plouf-page-title plouf-break">{heading}</h1>
        {tags}
      </div>
      {subtitle && <p className="plouf-muted plouf-small plouf-catalogue-subtitle">{subtitle}</p>}
      {stale && (
        <Callout intent="warning" icon="warning-sign" className="plouf-gap">
          <p><FormattedMessage id="adminCatalogue.form.stale" /></p>
          <Button icon="refresh" onClick={onLoadTheirs}><FormattedMessage id="adminCatalogue.form.reloadStale" /></Button>
        </Callout>
      )}
      {unplaced.length > 0 && (
        <Callout intent="danger" icon="error" className="plouf-gap" title={intl.formatMessage({ id: 'adminCatalogue.form.otherErrors' })}>
          <ul className="plouf-error-list">
            {unplaced.map(([field, message]) => <li key={field}><code>{field}</code> — {message}</li>)}
          </ul>
        </Callout>
      )}
      <form ref={formRef} className="plouf-catalogue-form" onSubmit={submit} noValidate>
        {children}
        <div className="plouf-catalogue-actions">
          {saveButton}
          {actions}
          {back('plouf-back-action')}
          {dirty && <span className="plouf-muted plouf-small plouf-unsaved"><FormattedMessage id="adminCatalogue.form.unsaved" /></span>}
        </div>
      </form>
      <NamedAlert
        title={<FormattedMessage id="adminMail.form.unsavedLeaveTitle" />}
        isOpen={leaving}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={intl.formatMessage({ id: messages.back })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => navigate(listPath)}
        onClose={() => setLeaving(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminMail.form.unsavedLeave" /></p>
      </NamedAlert>
    </section>
  );
}
