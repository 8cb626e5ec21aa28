import { Button, Callout, Card, FormGroup, NonIdealState, TextArea } from '@blueprintjs/core';
import { useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHydrated } from '../../../ssr/firstPaint.ts';
import { useKeepTypedText } from '../../../ssr/typedBeforeHydration.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ActivityChoices } from './ActivityChoices.tsx';
import { useContactForm } from './useContactForm.ts';

export function ContactPage() {
  const intl = useIntl();
  const form = useContactForm();
  usePageTitle('contact.page.title');
  // Text typed before hydration is kept; sending waits for it (a native submit would reload the page).
  const hydrated = useHydrated();
  const message = useRef<HTMLTextAreaElement>(null);
  useKeepTypedText(message, form.values.ctcMessage, (ctcMessage) => form.update({ ctcMessage }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const invalid = (field: 'ctcMail' | 'ctcMessage' | 'acyIds') =>
    form.errors[field] ? { helperText: form.errors[field], intent: 'danger' as const } : {};

  return (
    <section className="plouf-page plouf-narrow">
      <h1 className="plouf-page-title"><FormattedMessage id="contact.page.title" /></h1>
      <p className="plouf-lead"><FormattedMessage id="contact.page.intro" /></p>
      <Card elevation={2} className="plouf-form-card">
        {form.status === 'sent' ? (
          <NonIdealState
            icon="tick-circle"
            className="plouf-success"
            // Our own h2 rather than Blueprint's `title` (an h4, two levels under the page's h1).
            description={
              <div>
                <h2 className="bp6-heading plouf-empty-title"><FormattedMessage id="contact.sent.title" /></h2>
                <FormattedMessage id="contact.sent.body" values={{ email: <strong>{form.values.ctcMail}</strong> }} />
              </div>
            }
            action={<Button icon="edit" onClick={form.reset}><FormattedMessage id="contact.sent.another" /></Button>}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate>
            {form.formError && (
              <Callout intent="danger" icon="error" className="plouf-gap" role="alert">{form.formError}</Callout>
            )}
            <TextField
              id="contact-email"
              labelId="contact.form.email"
              type="email"
              autoComplete="email"
              leftIcon="envelope"
              large
              required
              value={form.values.ctcMail}
              onChange={(ctcMail) => form.update({ ctcMail })}
              error={form.errors.ctcMail}
            />
            <FormGroup label={intl.formatMessage({ id: 'contact.form.message' })} labelFor="contact-message" labelInfo="*" {...invalid('ctcMessage')}>
              <TextArea
                id="contact-message"
                inputRef={message}
                fill
                rows={6}
                className="plouf-textarea"
                value={form.values.ctcMessage}
                onChange={(event) => form.update({ ctcMessage: event.currentTarget.value })}
                intent={form.errors.ctcMessage ? 'danger' : 'none'}
              />
            </FormGroup>
            <FormGroup
              label={intl.formatMessage({ id: 'contact.form.activities' })}
              labelInfo={intl.formatMessage({ id: 'contact.form.optional' })}
              {...invalid('acyIds')}
            >
              <ActivityChoices selected={form.values.acyIds} onToggle={form.toggleActivity} />
            </FormGroup>
            <Button type="submit" intent="primary" size="large" icon="send-message" loading={form.status === 'sending'} disabled={!hydrated}>
              <FormattedMessage id="contact.form.submit" />
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
