import { Button, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { parseId } from '../../../lib/params.ts';
import { ERASED_FAMILY_NAME, shownName } from '../../../lib/erased.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { AddMemberForm } from '../../account/profile/AddMemberForm.tsx';
import { ADMIN_BASE } from '../shell/sections.ts';
import { FamilyForm } from './FamilyForm.tsx';
import { FamilyMembers } from './FamilyMembers.tsx';
import { FamilyOrders } from './FamilyOrders.tsx';
import { FamilyReads } from './FamilyReads.tsx';
import { FamilyEnrolments } from '../terms/FamilyEnrolments.tsx';
import { FamilyCredits } from '../school/FamilyCredits.tsx';
import { MemberEditDrawer } from './MemberEditDrawer.tsx';
import { FamilyErasure } from './FamilyErasure.tsx';
import { ReportCards } from '../../account/progress/ReportCards.tsx';
import { Statement } from '../../account/statement/Statement.tsx';
import { useFamilyDetail } from './useFamilyDetail.ts';

const LIST = `${ADMIN_BASE}/familles`;

/** /profil/administration/familles/{familyId}: name and address, members (and adding one), term enrolments, make-up credits, the children's report cards, its account (the statement), orders and cards, the erasure of its data. */
export default function FamilyDetailPage() {
  const navigate = useNavigate();
  const intl = useIntl();
  const id = parseId(useParams().familyId);
  const detail = useFamilyDetail(id);
  const [editedUser, setEditedUser] = useState<number | null>(null);
  usePageTitle('adminFamilies.detail.title');

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(LIST)}>
      <FormattedMessage id="adminFamilies.detail.back" />
    </Button>
  );

  if (detail.status === 'loading') return <Loading />;
  if (detail.status !== 'done' || !detail.family) {
    const notFound = detail.status === 'notFound';
    return (
      <section className="plouf-page plouf-page--flush">
        {back}
        <NonIdealState
          icon={notFound ? 'search' : 'error'}
          title={<FormattedMessage id={notFound ? 'adminFamilies.detail.notFound' : 'adminFamilies.error.loadOne'} />}
          action={notFound ? undefined : <Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      </section>
    );
  }

  const family = detail.family;
  // An erased family (issue 25) is kept for its orders and invoices only: nothing of it is edited any more.
  const erased = family.libelle === ERASED_FAMILY_NAME;
  return (
    <section className="plouf-page plouf-page--flush">
      {back}
      <h1 className="plouf-page-title">{erased ? shownName(family.libelle, intl) : <FormattedMessage id="account.family.name" values={{ name: family.libelle }} />}</h1>
      <div className="plouf-account-grid">
        {!erased && <FamilyForm key={`${family.libelle}|${JSON.stringify(family.address)}`} family={family} saving={detail.saving} onSave={(changes) => void detail.save(changes)} />}
        <FamilyMembers members={family.membres} readOnly={erased} onEdit={erased ? () => undefined : setEditedUser} onRemoved={detail.reload} />
        {!erased && <AddMemberForm key={family.libelle} famId={family.famId} familyName={family.libelle} onAdded={detail.reload} />}
      </div>
      <FamilyEnrolments famId={family.famId} />
      <FamilyCredits famId={family.famId} members={family.membres} />
      <ReportCards famId={family.famId} desk />
      <Statement famId={family.famId} desk />
      <FamilyOrders famId={family.famId} orders={family.commandes} onOrdersChanged={detail.reload} />
      <FamilyErasure famId={family.famId} famName={family.libelle} onErased={detail.reload} />
      <FamilyReads famId={family.famId} />
      <MemberEditDrawer userId={editedUser} onClose={() => setEditedUser(null)} onSaved={detail.reload} />
    </section>
  );
}
