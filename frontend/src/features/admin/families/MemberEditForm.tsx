import { Button, Checkbox, FormGroup, HTMLSelect, Switch, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES, type AdminUser, type UserChanges } from '../../../api/types.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateUser } from './adminValidation.ts';
import { ROLE_LABELS } from '../../../lib/roleLabels.ts';

const CIVILITIES = ['M.', 'Mme'];
type TextKey = 'usrNom' | 'usrPrenom' | 'usrEmail' | 'usrTel' | 'usrDatbirth';

/** A user's profile, roles and disabled flag, as the administrator edits them. */
export function MemberEditForm({ user, saving, onSave }: { user: AdminUser; saving: boolean; onSave: (changes: UserChanges) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(user);
  const [submitted, setSubmitted] = useState(false);
  // A member without an email (a child) does not log in; an email given to them invites them to.
  const hasLogin = user.usrEmail !== null;
  const errors = submitted ? validateUser(draft, hasLogin) : {};
  const errorText = useErrorText();
  const set = (patch: Partial<AdminUser>) => setDraft((previous) => ({ ...previous, ...patch }));
  const text = (key: TextKey) => ({
    id: `user-${key}`,
    value: draft[key] ?? '',
    onChange: (value: string) => set({ [key]: value }),
    error: errorText(errors[key as keyof typeof errors]),
  });
  const civilities = draft.usrCivilite && !CIVILITIES.includes(draft.usrCivilite) ? [...CIVILITIES, draft.usrCivilite] : CIVILITIES;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateUser(draft, hasLogin)).length > 0) return;
    const orNull = (value: string | null) => (value?.trim() ? value.trim() : null);
    const email = orNull(draft.usrEmail);
    onSave({
      usrCivilite: orNull(draft.usrCivilite),
      usrNom: draft.usrNom.trim(),
      usrPrenom: draft.usrPrenom.trim(),
      usrTel: orNull(draft.usrTel),
      ...(email !== null && { usrEmail: email }),
      usrDatbirth: orNull(draft.usrDatbirth),
      usrNoteInterne: draft.usrNoteInterne?.trim() ?? '',
      actDisabled: draft.actDisabled,
      roles: draft.roles,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="plouf-drawer-form">
      <p className="plouf-muted">
        {!hasLogin ? (
          <FormattedMessage id="adminFamilies.user.noLogin" />
        ) : user.usrDatlog ? (
          <FormattedMessage id="adminFamilies.user.lastLogin" values={{ date: parisDateTime(user.usrDatlog) }} />
        ) : (
          <FormattedMessage id="adminFamilies.user.neverLoggedIn" />
        )}
      </p>
      <FormGroup label={intl.formatMessage({ id: 'adminFamilies.user.civility' })} labelFor="user-civility">
        <HTMLSelect
          id="user-civility"
          fill
          value={draft.usrCivilite ?? ''}
          onChange={(event) => set({ usrCivilite: event.currentTarget.value })}
          options={[{ value: '', label: intl.formatMessage({ id: 'adminFamilies.user.civilityNone' }) }, ...civilities.map((value) => ({ value, label: value }))]}
        />
      </FormGroup>
      <TextField labelId="adminFamilies.user.lastName" required {...text('usrNom')} />
      <TextField labelId="adminFamilies.user.firstName" required {...text('usrPrenom')} />
      <TextField labelId="adminFamilies.user.email" type="email" required={hasLogin} {...text('usrEmail')} />
      <TextField labelId="adminFamilies.user.phone" type="tel" {...text('usrTel')} />
      <TextField labelId="adminFamilies.user.birthDate" type="date" required={!hasLogin} {...text('usrDatbirth')} />
      <FormGroup label={intl.formatMessage({ id: 'adminFamilies.user.note' })} labelFor="user-note">
        <TextArea id="user-note" fill autoResize value={draft.usrNoteInterne ?? ''} onChange={(event) => set({ usrNoteInterne: event.currentTarget.value })} />
      </FormGroup>
      <fieldset className="plouf-fieldset">
        <legend><FormattedMessage id="adminFamilies.user.roles" /></legend>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={intl.formatMessage({ id: ROLE_LABELS[role] })}
            checked={draft.roles.includes(role)}
            onChange={(event) =>
              set({ roles: event.currentTarget.checked ? [...draft.roles, role] : draft.roles.filter((held) => held !== role) })
            }
          />
        ))}
      </fieldset>
      <FormGroup helperText={intl.formatMessage({ id: 'adminFamilies.user.disabledHelp' })}>
        <Switch
          label={intl.formatMessage({ id: 'adminFamilies.user.disabled' })}
          checked={draft.actDisabled}
          onChange={(event) => set({ actDisabled: event.currentTarget.checked })}
        />
      </FormGroup>
      <Button type="submit" intent="primary" icon="floppy-disk" fill loading={saving}>
        <FormattedMessage id="common.action.save" />
      </Button>
    </form>
  );
}
