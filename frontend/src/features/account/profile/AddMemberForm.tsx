import { Button, Card } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { FamilyMember } from '../../../api/types.ts';
import { useFormState } from '../../../lib/useFormState.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useErrorText } from '../../../ui/useErrorText.ts';
import { validateMember, type MemberFormValues } from './memberValidation.ts';
import { useAddMember } from './useAddMember.ts';

type Field = keyof MemberFormValues;

/**
 * Adds a person to the family (the family's own page, or the back-office's family): with an email
 * they are invited to log in; without one (a child) they have a birth date. Their last name starts
 * as the family's.
 */
export function AddMemberForm({ famId, familyName, onAdded }: { famId: number; familyName: string; onAdded: (member: FamilyMember) => void }) {
  const initial: MemberFormValues = { userEmail: '', userNom: familyName, userPrenom: '', usrDatbirth: '' };
  const form = useFormState<MemberFormValues, ReturnType<typeof validateMember>>(initial, (values) => validateMember(values));
  const adding = useAddMember(famId, onAdded);
  const errorText = useErrorText();
  const error = (field: Field) => errorText(form.errors[field]) ?? adding.fieldErrors[field];
  const change = (field: Field) => (value: string) => {
    form.update(field, value);
    adding.clearFieldError(field);
  };

  const onValid = async (values: MemberFormValues) => {
    const member = { userEmail: values.userEmail.trim(), userNom: values.userNom.trim(), userPrenom: values.userPrenom.trim(), usrDatbirth: values.usrDatbirth || null };
    if (await adding.add(member)) form.reset();
  };

  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="account.member.title" /></h2>
      <p className="plouf-muted"><FormattedMessage id="account.member.intro" /></p>
      <form onSubmit={form.submit((values) => void onValid(values))} noValidate>
        <div className="plouf-form-row">
          <TextField id="member-last-name" labelId="auth.createAccount.lastName" required value={form.values.userNom} onChange={change('userNom')} error={error('userNom')} />
          <TextField id="member-first-name" labelId="auth.createAccount.firstName" required value={form.values.userPrenom} onChange={change('userPrenom')} error={error('userPrenom')} />
        </div>
        <div className="plouf-form-row">
          <TextField id="member-birth-date" labelId="account.member.birthDate" type="date" value={form.values.usrDatbirth} onChange={change('usrDatbirth')} error={error('usrDatbirth')} />
          <TextField
            id="member-email"
            labelId="account.member.email"
            type="email"
            autoComplete="off"
            leftIcon="envelope"
            value={form.values.userEmail}
            onChange={change('userEmail')}
            error={error('userEmail')}
          />
        </div>
        <Button type="submit" intent="primary" icon="new-person" loading={adding.busy}>
          <FormattedMessage id="account.member.submit" />
        </Button>
      </form>
    </Card>
  );
}
