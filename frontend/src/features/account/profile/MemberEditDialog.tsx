import { Button, Callout, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { FamilyMember, UserChanges } from '../../../api/types.ts';
import { saveUser } from '../../../api/users.ts';
import { fullName } from '../../../lib/people.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateMemberEdit, type MemberFormValues } from './memberValidation.ts';

type Field = keyof MemberFormValues;
/** The server's names for the fields, as its field errors name them. */
const SERVER_FIELD: Record<string, Field> = { usrNom: 'userNom', usrPrenom: 'userPrenom', usrDatbirth: 'usrDatbirth', usrEmail: 'userEmail' };

/**
 * A member's name, birth date and email, edited by their family (PUT /User/{id}). Only what changed
 * is sent; an email given to a member who had none invites them to log in.
 */
export function MemberEditDialog({ member, onSaved, onClose }: { member: FamilyMember; onSaved: (member: FamilyMember) => void; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotifier();
  const errorText = useErrorText();
  const hadEmail = member.usrEmail !== null;
  const initial: MemberFormValues = { userNom: member.usrNom, userPrenom: member.usrPrenom, usrDatbirth: member.usrDatbirth ?? '', userEmail: member.usrEmail ?? '' };
  const form = useFormState<MemberFormValues, ReturnType<typeof validateMemberEdit>>(initial, (values) => validateMemberEdit(values, hadEmail));
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const error = (field: Field) => errorText(form.errors[field]) ?? serverErrors[field];
  const change = (field: Field) => (value: string) => {
    form.update(field, value);
    setServerErrors(({ [field]: _, ...rest }) => rest);
  };

  const save = async (values: MemberFormValues) => {
    const email = values.userEmail.trim();
    const changes: UserChanges = {
      ...(values.userNom.trim() !== member.usrNom && { usrNom: values.userNom.trim() }),
      ...(values.userPrenom.trim() !== member.usrPrenom && { usrPrenom: values.userPrenom.trim() }),
      ...((values.usrDatbirth || null) !== member.usrDatbirth && { usrDatbirth: values.usrDatbirth || null }),
      ...(email && email !== member.usrEmail && { usrEmail: email }),
    };
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveUser(member.id, changes);
      notify.success(intl.formatMessage({ id: 'account.member.saved' }, { name: fullName(saved) || saved.usrEmail }));
      onSaved(saved);
    } catch (caught) {
      const fields = caught instanceof ApiError ? caught.fieldErrors : {};
      const mapped = Object.fromEntries(Object.entries(fields).map(([name, text]) => [SERVER_FIELD[name] ?? name, text]));
      setServerErrors(mapped);
      if (Object.keys(mapped).length === 0) setFailure(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : intl.formatMessage({ id: 'account.member.saveFailed' }));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'account.member.editTitle' }, { name: fullName(member) || member.usrEmail })} icon="edit" onClose={busy ? undefined : onClose} className="plouf-member-dialog">
      <form onSubmit={form.submit((values) => void save(values))} noValidate>
        <div className={Classes.DIALOG_BODY}>
          <p className="plouf-muted">
            <FormattedMessage id={hadEmail ? 'account.member.editIntro' : 'account.member.editIntroNoLogin'} />
          </p>
          {failure && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-gap">
              {failure}
            </Callout>
          )}
          <div className="plouf-form-row">
            <TextField id="edit-member-last-name" labelId="auth.createAccount.lastName" required value={form.values.userNom} onChange={change('userNom')} error={error('userNom')} />
            <TextField id="edit-member-first-name" labelId="auth.createAccount.firstName" required value={form.values.userPrenom} onChange={change('userPrenom')} error={error('userPrenom')} />
          </div>
          <div className="plouf-form-row">
            <TextField id="edit-member-birth-date" labelId="account.member.birthDate" type="date" value={form.values.usrDatbirth} onChange={change('usrDatbirth')} error={error('usrDatbirth')} />
            <TextField
              id="edit-member-email"
              labelId={hadEmail ? 'account.member.loginEmail' : 'account.member.email'}
              type="email"
              autoComplete="off"
              leftIcon="envelope"
              value={form.values.userEmail}
              onChange={change('userEmail')}
              error={error('userEmail')}
            />
          </div>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage id="common.action.cancel" />
            </Button>
            <Button type="submit" intent="primary" icon="floppy-disk" loading={busy}>
              <FormattedMessage id="common.action.save" />
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
