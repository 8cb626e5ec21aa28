import { Callout, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues.ts';
import type { MailVariable } from '../../../api/mail.ts';
import { FormSection } from '../kit/FormSection.tsx';
import type { Insertion } from './useInsertion.ts';
import type { PreviewState } from './useMailPreview.ts';
import { VariableList } from './VariableList.tsx';

interface MailPreviewPanelProps {
  state: PreviewState;
  /** The label of a field the problems name, by its last part (`mtplTemplate` of `lgs.fr.mtplTemplate`). */
  fieldLabels: Record<string, MessageId>;
  /** Distinguishes the tabs' ids when two panels could share a page. */
  idPrefix: string;
}

/**
 * The mail as it would leave: its subject, then its HTML drawn in a sandboxed frame or its plain
 * text; what stops the text from being saved is listed above, by field.
 *
 * The frame is an opaque origin (no `allow-same-origin`): it reaches neither this page, its cookies
 * nor the API, and cannot navigate the page or submit a form. `allow-scripts` is there only because
 * a frame without any script world cannot be inspected by accessibility tools (axe through
 * Playwright waits on it forever); the page's CSP, which a srcdoc inherits, still refuses inline
 * scripts, so a `<script>` in a mail does not run.
 */
export function MailPreviewPanel({ state, fieldLabels, idPrefix }: MailPreviewPanelProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<'html' | 'text'>('html');
  const { preview } = state;
  const problems = Object.entries(preview?.problems ?? {});

  const fieldName = (field: string) => {
    const [, lg, part] = field.split('.');
    const label = part && fieldLabels[part] ? intl.formatMessage({ id: fieldLabels[part] }) : field;
    const language = lg === 'fr' || lg === 'en' ? intl.formatMessage({ id: lg === 'fr' ? 'adminMail.language.fr' : 'adminMail.language.en' }) : undefined;
    return language ? `${label} (${language})` : label;
  };

  return (
    <div className="plouf-mail-preview" aria-busy={state.pending}>
      {state.failed && (
        <Callout intent="warning" icon="warning-sign" compact className="plouf-gap">
          <FormattedMessage id="adminMail.preview.error" />
        </Callout>
      )}
      {problems.length > 0 && (
        <Callout intent="danger" icon="error" compact className="plouf-gap plouf-mail-problems" title={intl.formatMessage({ id: 'adminMail.preview.problems' })}>
          <ul className="plouf-error-list">
            {problems.map(([field, message]) => (
              <li key={field}>
                <strong>{fieldName(field)}</strong> — {message}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <p className="plouf-mail-preview-subject plouf-break">
        <FormattedMessage id="adminMail.preview.subject" values={{ text: preview?.subject ?? '…' }} />
      </p>
      <Tabs id={`${idPrefix}-preview`} selectedTabId={shown} onChange={(tab) => setShown(tab as 'html' | 'text')}>
        <Tab
          id="html"
          title={intl.formatMessage({ id: 'adminMail.preview.html' })}
          panel={<iframe className="plouf-mail-preview-frame" sandbox="allow-scripts" srcDoc={preview?.html ?? ''} title={intl.formatMessage({ id: 'adminMail.preview.frame' })} />}
        />
        <Tab id="text" title={intl.formatMessage({ id: 'adminMail.preview.text' })} panel={<pre className="plouf-mail-preview-text">{preview?.text ?? ''}</pre>} />
      </Tabs>
    </div>
  );
}

/**
 * Beside a template's or skin's form: its preview (with what the preview shows, `helpId`), then
 * the variables its text may use.
 */
export function MailAside({ helpId, variables, insertion, ...panel }: MailPreviewPanelProps & { helpId: MessageId; variables: readonly MailVariable[]; insertion: Insertion }) {
  return (
    <div className="plouf-mail-aside">
      <FormSection titleId="adminMail.preview.title" icon="eye-open">
        <p className="plouf-muted plouf-small"><FormattedMessage id={helpId} /></p>
        <MailPreviewPanel {...panel} />
      </FormSection>
      <FormSection titleId="adminMail.variables.title" icon="code">
        <VariableList variables={variables} insertion={insertion} />
      </FormSection>
    </div>
  );
}
