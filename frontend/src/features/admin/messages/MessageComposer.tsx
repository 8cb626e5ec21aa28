import { Button, Callout, Classes, FormGroup, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, newActionKey } from '../../../api/client.ts';
import { replySubject, sendMessage } from '../../../api/messages.ts';
import type { MessageAudience, MessageView } from '../../../api/types.ts';
import { Drawer } from '../../../ui/Dialog.tsx';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor.tsx';
import { MessageProgress } from './MessageProgress.tsx';
import './messages.css';

type Lg = 'fr' | 'en';
const LANGUAGES: Lg[] = ['fr', 'en'];
const written = (html: string) => html.replace(/<[^>]+>/g, '').trim() !== '';

export interface MessageComposerProps {
  isOpen: boolean;
  onClose(): void;
  audience: MessageAudience;
  /** Whom it goes to, in words ("Aux 12 inscrits validés…"). */
  to: ReactNode;
}

/**
 * Writes a message (mail kind 10) in French, English or both, and sends it once confirmed; then
 * shows its mails leaving, live. A second click on "Envoyer" sends nothing more (one action key).
 */
export function MessageComposer({ isOpen, onClose, audience, to }: MessageComposerProps) {
  const intl = useIntl();
  const notifier = useNotifier();
  const [tab, setTab] = useState<Lg>(intl.locale === 'en' ? 'en' : 'fr');
  const [texts, setTexts] = useState<Record<Lg, { libelle: string; body: string }>>({ fr: { libelle: '', body: '' }, en: { libelle: '', body: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<MessageView | null>(null);
  const action = useRef(newActionKey());
  // A reply goes out as `Re : …`: its subject may be left empty (the placeholder shows what is sent then).
  const reply = audience.kind === 'contact';

  const change = (lg: Lg, part: Partial<{ libelle: string; body: string }>) => {
    setTexts((current) => ({ ...current, [lg]: { ...current[lg], ...part } }));
    setProblem(null);
  };
  const filled = LANGUAGES.filter((lg) => texts[lg].libelle.trim() || written(texts[lg].body));
  const check = () => {
    if (filled.length === 0) return intl.formatMessage({ id: 'adminMessages.compose.empty' });
    const half = filled.find((lg) => (!reply && !texts[lg].libelle.trim()) || !written(texts[lg].body));
    return half ? intl.formatMessage({ id: 'adminMessages.compose.half' }, { language: intl.formatMessage({ id: `adminMessages.language.${half}` }).toLowerCase() }) : null;
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      const message = await sendMessage({ audience, lgs: filled.map((lg) => ({ lg, libelle: texts[lg].libelle.trim(), body: texts[lg].body })) }, action.current);
      setSent(message);
    } catch (error) {
      const text = error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMessages.compose.failed' });
      setProblem(text);
      notifier.error(text);
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    onClose();
    if (sent) {
      // The next message starts blank, with its own action key.
      setSent(null);
      setTexts({ fr: { libelle: '', body: '' }, en: { libelle: '', body: '' } });
      action.current = newActionKey();
    }
  };

  const editor = (lg: Lg) => (
    <div className="plouf-message-language">
      <FormGroup
        label={<FormattedMessage id="adminMessages.compose.subject" />}
        labelFor={`message-subject-${lg}`}
        helperText={reply && <FormattedMessage id="adminMessages.compose.replySubject" values={{ subject: replySubject(texts[lg].libelle, lg) }} />}
      >
        <InputGroup
          id={`message-subject-${lg}`}
          value={texts[lg].libelle}
          maxLength={200}
          disabled={sent !== null}
          placeholder={reply ? replySubject('', lg) : undefined}
          lang={lg}
          onValueChange={(libelle) => change(lg, { libelle })}
        />
      </FormGroup>
      <RichTextEditor label={<FormattedMessage id="adminMessages.compose.body" />} value={texts[lg].body} disabled={sent !== null} onChange={(body) => change(lg, { body })} />
    </div>
  );

  return (
    <Drawer isOpen={isOpen} onClose={close} title={<FormattedMessage id="adminMessages.compose.title" />} icon="envelope" size="min(720px, 100%)">
      <div className={Classes.DRAWER_BODY}>
        <div className={Classes.DIALOG_BODY}>
          <p className="plouf-break"><strong>{to}</strong></p>
          <p className="plouf-muted"><FormattedMessage id="adminMessages.compose.languageHint" /></p>
          <Tabs id="message-languages" selectedTabId={tab} onChange={(next) => setTab(next as Lg)}>
            {LANGUAGES.map((lg) => (
              <Tab key={lg} id={lg} title={intl.formatMessage({ id: `adminMessages.language.${lg}` })} panel={editor(lg)} />
            ))}
          </Tabs>
          {problem && <Callout intent="danger" icon="error">{problem}</Callout>}
          {sent && <MessageProgress message={sent} />}
        </div>
      </div>
      <div className={Classes.DRAWER_FOOTER}>
        <Button onClick={close}><FormattedMessage id="common.action.close" /></Button>{' '}
        {!sent && (
          <Button intent="primary" icon="send-message" loading={sending} onClick={() => { const found = check(); if (found) setProblem(found); else setConfirming(true); }}>
            <FormattedMessage id="adminMessages.compose.send" />
          </Button>
        )}
      </div>
      <NamedAlert
        title={<FormattedMessage id="adminMessages.compose.confirmTitle" />}
        isOpen={confirming}
        icon="send-message"
        intent="primary"
        confirmButtonText={intl.formatMessage({ id: 'adminMessages.compose.send' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        canEscapeKeyCancel
      >
        <p>{to}</p>
        <p><FormattedMessage id="adminMessages.compose.confirm" /></p>
      </NamedAlert>
    </Drawer>
  );
}
