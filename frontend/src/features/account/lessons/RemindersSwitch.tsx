import { Card, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { setReminders } from '../../../api/familyTerm.ts';
import { useActionKey } from '../../../lib/useActionKey.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import './lessons.css';

interface Props {
  /** As the family's view says it (on until the family turns them off). */
  reminders: boolean;
  onChanged: () => void;
}

/** /profil: the family's lesson reminders by mail, on or off. */
export function RemindersSwitch({ reminders, onChanged }: Props) {
  const intl = useIntl();
  const notify = useNotifier();
  const action = useActionKey();
  const [checked, setChecked] = useState(reminders);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChecked(reminders), [reminders]);

  const change = async (next: boolean) => {
    setChecked(next);
    setBusy(true);
    try {
      const saved = await setReminders(next, action.keyFor({ reminders: next }));
      action.done();
      setChecked(saved.reminders);
      notify.success(intl.formatMessage({ id: saved.reminders ? 'bookings.reminders.on' : 'bookings.reminders.off' }));
      onChanged();
    } catch (error) {
      setChecked(!next);
      notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'bookings.reminders.failed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="reminders-section" aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="plouf-section-heading"><FormattedMessage id="bookings.reminders.title" /></h2>
      <Card elevation={1} className="reminders-card">
        <Switch
          id="reminders-switch"
          role="switch"
          large
          checked={checked}
          disabled={busy}
          label={intl.formatMessage({ id: 'bookings.reminders.switch' })}
          aria-describedby="reminders-help"
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <p id="reminders-help" className="plouf-muted reminders-help"><FormattedMessage id="bookings.reminders.help" /></p>
      </Card>
    </section>
  );
}
