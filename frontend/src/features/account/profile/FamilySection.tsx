import { Button, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getFamily } from '../../../api/families.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { AddMemberForm } from './AddMemberForm.tsx';
import { FamilyCard } from './FamilyCard.tsx';
import { CreditsSection } from '../lessons/CreditsSection.tsx';
import { RemindersSwitch } from '../lessons/RemindersSwitch.tsx';

/** The signed-in person's family and the form to add a member to it; its members' make-up credits and its lesson reminders. */
export function FamilySection({ famId }: { famId: number }) {
  const auth = useAuth();
  const family = useAsync(() => getFamily(famId, { share: false }), `family:${famId}`);
  const { state } = family;

  const onChanged = () => {
    family.reload();
    // Spec §4: saving a member of the session user's family refreshes the session user (the
    // header's name follows at once).
    auth.refreshUser();
  };

  return (
    <section className="plouf-account-family" aria-labelledby="account-family-title">
      <h2 id="account-family-title" className="plouf-section-heading"><FormattedMessage id="account.family.title" /></h2>
      {state.status === 'loading' && !state.data && <Loading />}
      {state.status === 'error' && !state.data && (
        <NonIdealState
          icon="error"
          title={<FormattedMessage id="account.family.loadError" />}
          description={state.error instanceof ApiError ? state.error.serverMessage : undefined}
          action={<Button icon="refresh" onClick={family.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {state.data && (
        <div className="plouf-account-grid">
          <FamilyCard family={state.data} currentUserId={auth.user?.id ?? -1} onChanged={onChanged} />
          <AddMemberForm key={state.data.libelle} famId={famId} familyName={state.data.libelle} onAdded={onChanged} />
        </div>
      )}
      <CreditsSection famId={famId} />
      {state.data && <RemindersSwitch reminders={state.data.reminders} onChanged={family.reload} />}
    </section>
  );
}
