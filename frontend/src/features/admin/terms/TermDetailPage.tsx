import { Button, Card, NonIdealState } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TermSlotView } from '../../../api/adminTerms.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { parseId } from '../../../lib/params.ts';
import { weekdayName } from '../../../lib/parisTime.ts';
import { LiveTag } from '../../../ui/LiveTag.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { DropDialog } from './DropDialog.tsx';
import { EnrolDialog } from './EnrolDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { PhaseTag } from './PhaseTag.tsx';
import { TERMS_PATH } from './paths.ts';
import { SlotGrid } from './SlotGrid.tsx';
import { SlotRoster } from './SlotRoster.tsx';
import { clock, dayOfWeek } from './slots.ts';
import { TermDialog } from './TermDialog.tsx';
import { TariffFacts } from './TariffFacts.tsx';
import { useTermText } from './termText.ts';
import { useSlotRoster, type RosterAction } from './useSlotRoster.ts';
import { useTermDetail } from './useTermDetail.ts';
import './terms.css';

/** The slot whose roster is open, in the address (`?creneau=12`): a link or a reload keeps it. */
const SLOT_PARAM = 'creneau';

/**
 * /profil/administration/trimestres/{termId}: a term, its slots by pool and day with their places
 * for the term (live), and the roster of the slot opened, from which the desk enrols a child for
 * a family, moves one to another slot, or stops an enrolment.
 */
export default function TermDetailPage() {
  usePageTitle('adminTerms.list.title');
  const intl = useIntl();
  const nameIn = useNameIn();
  const navigate = useNavigate();
  const text = useTermText();
  const termId = parseId(useParams().termId);
  const detail = useTermDetail(termId);
  const [params, setParams] = useSearchParams();
  const selectedId = parseId(params.get(SLOT_PARAM) ?? undefined);
  const slot = detail.slots.find((candidate) => candidate.tcsId === selectedId) ?? null;
  const roster = useSlotRoster(termId, slot);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<RosterAction | null>(null);
  const rosterRef = useRef<HTMLDivElement>(null);
  const slotName = (one: TermSlotView, withPool = false) => {
    const name = [withPool ? nameIn(one.piscine) : null, `${weekdayName(dayOfWeek(one.day), intl.locale)} ${clock(one)}`, nameIn(one.activite)].filter(Boolean).join(' · ');
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const pools = new Set(detail.slots.map((one) => one.piscine.id)).size;

  // On a phone the roster comes under the slots: it is brought into view when a slot opens.
  useEffect(() => {
    if (selectedId > 0) rosterRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const back = (
    <Button variant="minimal" icon="arrow-left" onClick={() => navigate(TERMS_PATH)}>
      <FormattedMessage id="adminTerms.detail.back" />
    </Button>
  );
  if (detail.status === 'loading' && !detail.term) return <Loading />;
  if (detail.status === 'notFound') return <NonIdealState icon="search" title={<FormattedMessage id="adminTerms.detail.notFound" />} action={back} />;
  const term = detail.term;
  if (!term) return <NonIdealState icon="error" title={<FormattedMessage id="adminTerms.error.loadOne" />} action={<Button icon="refresh" onClick={detail.reload}><FormattedMessage id="common.action.retry" /></Button>} />;

  const open = (one: TermSlotView) => setParams(one.tcsId === selectedId ? {} : { [SLOT_PARAM]: String(one.tcsId) }, { replace: true });
  // The slots' places change too: read now rather than wait for the notice.
  const afterChange = (done: boolean) => {
    detail.reload();
    if (done) setDialog(null);
  };
  const closeDialog = () => {
    roster.clearRefusal();
    setDialog(null);
  };

  return (
    <section className="plouf-page plouf-page--flush plouf-terms plouf-term-detail">
      {back}
      <div className="plouf-page-head">
        <h1 className="plouf-page-title">{text.name(term)}</h1>
        <PhaseTag phase={term.phase} />
        <div className="plouf-term-actions">
          <LiveTag status={detail.liveStatus} />
          <Button icon="edit" onClick={() => setEditing(true)} text={intl.formatMessage({ id: 'adminTerms.detail.edit' })} />
        </div>
      </div>
      <Card className="plouf-term-facts">
        <span>{text.days(term)}</span>
        <span>{term.priorityOpensAt ? <FormattedMessage id="adminTerms.term.priorityAt" values={{ date: text.moment(term.priorityOpensAt) }} /> : <FormattedMessage id="adminTerms.term.noPriority" />}</span>
        <span><FormattedMessage id="adminTerms.term.publicAt" values={{ date: text.moment(term.opensAt) }} /> <span className="plouf-muted">(<FormattedMessage id="adminTerms.term.parisTime" />)</span></span>
        <span><FormattedMessage id="adminTerms.term.children" values={{ booked: term.enrolled, waiting: term.waiting }} /></span>
        <TariffFacts term={term} />
      </Card>
      <div className={`plouf-term-layout${slot ? ' plouf-term-layout--open' : ''}`}>
        <div>
          {detail.slots.length === 0 ? <NonIdealState icon="calendar" description={<p><FormattedMessage id="adminTerms.detail.noSlot" /></p>} /> : <SlotGrid slots={detail.slots} selected={slot?.tcsId ?? null} onOpen={open} />}
        </div>
        {slot && (
          <div ref={rosterRef} className="plouf-term-roster-panel">
            <Card className="plouf-term-roster-card" data-tcs-id={slot.tcsId}>
              <div className="plouf-term-roster-head">
                <h2 className="plouf-section-title">{slotName(slot, pools > 1)}</h2>
                <Button variant="minimal" icon="cross" onClick={() => setParams({}, { replace: true })} aria-label={intl.formatMessage({ id: 'adminTerms.roster.close' })} />
              </div>
              <p className="plouf-muted">
                {slot.professeur.libelle} · <FormattedMessage id="adminTerms.slot.places" values={{ booked: slot.enrolled, capacity: slot.capacity, left: slot.placesLeft }} />
              </p>
              <Button icon="new-person" intent="primary" disabled={term.phase === 'ended'} onClick={() => setDialog({ kind: 'enrol' })} text={intl.formatMessage({ id: 'adminTerms.roster.enrol' })} />
              {roster.status === 'loading' && roster.enrolments.length === 0 ? (
                <Loading />
              ) : (
                <SlotRoster enrolments={roster.enrolments} busy={roster.busy} onMove={(enrolment) => setDialog({ kind: 'move', enrolment })} onDrop={(enrolment) => setDialog({ kind: 'drop', enrolment })} />
              )}
            </Card>
          </div>
        )}
      </div>
      {editing && (
        <TermDialog
          term={term}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            detail.reload();
          }}
        />
      )}
      {slot && dialog?.kind === 'enrol' && (
        <EnrolDialog
          termId={term.id}
          slot={slot}
          slotName={slotName(slot, true)}
          onClose={closeDialog}
          onDone={() => {
            setDialog(null);
            roster.reload();
            detail.reload();
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          enrolment={dialog.enrolment}
          slots={detail.slots.filter((one) => one.tcsId !== dialog.enrolment.tcsId)}
          slotName={(one) => slotName(one, pools > 1)}
          busy={roster.busy}
          refusal={roster.refusal}
          onClose={closeDialog}
          onMove={(target, fromDate) => void roster.move(dialog.enrolment, target, fromDate, slotName(target, pools > 1)).then((done) => afterChange(done))}
        />
      )}
      {dialog?.kind === 'drop' && (
        <DropDialog enrolment={dialog.enrolment} busy={roster.busy} refusal={roster.refusal} onClose={closeDialog} onDrop={(fromDate) => void roster.drop(dialog.enrolment, fromDate).then((done) => afterChange(done))} />
      )}
    </section>
  );
}
