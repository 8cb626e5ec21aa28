import { Button, Callout, Card, FormGroup, InputGroup, Spinner, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getMailConfig, saveMailConfig } from '../../../api/mailConfig.ts';
import type { MailConfigInput, MailConfigView } from '../../../api/types.ts';
import { NamedAlert } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';

/**
 * The sender's settings (spec §3, "Mail config default"): name, test mode, test recipient, hidden
 * copy. Test mode shows plainly while it is on; turning it off asks first; the server's errors
 * show on their fields.
 */
export function MailConfigCard() {
  const intl = useIntl();
  const notifier = useNotifier();
  const [saved, setSaved] = useState<MailConfigView | null>(null);
  const [draft, setDraft] = useState<MailConfigInput | null>(null);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirmLive, setConfirmLive] = useState(false);

  useEffect(() => {
    getMailConfig().then(
      (config) => {
        setSaved(config);
        setDraft({ senderName: config.senderName, testMode: config.testMode, testRecipient: config.testRecipient, bcc: config.bcc });
      },
      () => setFailed(true),
    );
  }, []);

  if (failed) return <Callout intent="danger"><FormattedMessage id="adminMailConfig.error.load" /></Callout>;
  if (!saved || !draft) return <Spinner size={20} />;

  const change = (patch: Partial<MailConfigInput>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };
  const save = async () => {
    setConfirmLive(false);
    setBusy(true);
    try {
      const next = await saveMailConfig(draft);
      setSaved(next);
      notifier.success(intl.formatMessage({ id: 'adminMailConfig.action.saved' }));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      notifier.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'adminMailConfig.error.load' }));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof MailConfigInput) => (errors[name] ? { helperText: errors[name], intent: 'danger' as const } : {});

  return (
    <Card className="plouf-mail-config">
      <h2 className="plouf-section-title"><FormattedMessage id="adminMailConfig.card.title" /></h2>
      {saved.testMode ? (
        <Callout intent="warning" icon="lab-test">
          <FormattedMessage id="adminMailConfig.state.testOn" values={{ recipient: saved.testRecipient }} />
          {saved.testModeForced && <> <FormattedMessage id="adminMailConfig.state.forced" /></>}
        </Callout>
      ) : (
        <Callout intent="success" icon="send-message"><FormattedMessage id="adminMailConfig.state.live" /></Callout>
      )}
      <p className="plouf-muted"><FormattedMessage id="adminMailConfig.card.from" values={{ address: saved.senderAddress }} /></p>
      <FormGroup label={<FormattedMessage id="adminMailConfig.field.senderName" />} labelFor="mail-sender-name" {...field('senderName')}>
        <InputGroup id="mail-sender-name" value={draft.senderName} maxLength={100} onValueChange={(senderName) => change({ senderName })} />
      </FormGroup>
      <Switch
        checked={draft.testMode}
        disabled={saved.testModeForced}
        label={intl.formatMessage({ id: 'adminMailConfig.field.testMode' })}
        onChange={(event) => change({ testMode: event.currentTarget.checked })}
      />
      <FormGroup label={<FormattedMessage id="adminMailConfig.field.testRecipient" />} labelFor="mail-test-recipient" {...field('testRecipient')}>
        <InputGroup id="mail-test-recipient" type="email" value={draft.testRecipient} onValueChange={(testRecipient) => change({ testRecipient })} />
      </FormGroup>
      <FormGroup label={<FormattedMessage id="adminMailConfig.field.bcc" />} labelFor="mail-bcc" {...field('bcc')}>
        <InputGroup id="mail-bcc" type="email" value={draft.bcc} onValueChange={(bcc) => change({ bcc })} />
      </FormGroup>
      <Button intent="primary" icon="floppy-disk" loading={busy} onClick={() => (saved.testMode && !draft.testMode ? setConfirmLive(true) : void save())}>
        <FormattedMessage id="adminMailConfig.action.save" />
      </Button>
      <NamedAlert
        title={<FormattedMessage id="adminMailConfig.confirm.liveTitle" />}
        isOpen={confirmLive}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={intl.formatMessage({ id: 'adminMailConfig.action.save' })}
        cancelButtonText={intl.formatMessage({ id: 'common.action.cancel' })}
        onConfirm={() => void save()}
        onCancel={() => setConfirmLive(false)}
        canEscapeKeyCancel
      >
        <p><FormattedMessage id="adminMailConfig.confirm.live" /></p>
      </NamedAlert>
    </Card>
  );
}
