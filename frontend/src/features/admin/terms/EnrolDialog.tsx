import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { CARD_REFUSALS } from '@plouf/command-api/card-rules';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TermSlotView } from '../../../api/adminTerms.ts';
import { formatMinimumAge } from '../../../lib/age.ts';
import { formatAge } from '../../../lib/birthAge.ts';
import { dayOf, dayText, longDate } from '../../../lib/parisTime.ts';
import { fullName } from '../../../lib/people.ts';
import { useNameIn } from '../../../i18n/useNameIn.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { DeskCard } from './deskChoices.ts';
import { useDeskEnrolment } from './useDeskEnrolment.ts';
import { shownName } from '../../../lib/erased.ts';

interface EnrolDialogProps {
  termId: number;
  slot: TermSlotView;
  /** "Mercredi 14:00 · Apprentissage": the slot, as the roster's title says it. */
  slotName: string;
  onClose: () => void;
  onDone: () => void;
}

/** The desk enrols a child for a family: the family searched, its member and card picked, from a lesson on. */
export function EnrolDialog({ termId, slot, slotName, onClose, onDone }: EnrolDialogProps) {
  const intl = useIntl();
  const enrol = useDeskEnrolment(termId, slot, onDone);
  const name = useNameIn();
  const language = intl.locale.startsWith('en') ? 'en' : 'fr';
  // Each card says first what it does for the lessons: pays them all, or why not (issue 41).
  const cardLabel = ({ card, cost }: DeskCard) => {
    const until = dayText(dayOf(card.validUntil));
    const reason = cost.pays
      ? intl.formatMessage({ id: 'adminTerms.enrol.pays' }, { count: cost.spent })
      : cost.paid === 0 && cost.refusal
        ? CARD_REFUSALS[cost.refusal][language]
        : intl.formatMessage({ id: 'adminTerms.enrol.paysFewer' }, { paid: cost.paid, count: enrol.lessons });
    return card.fftIsAbo
      ? intl.formatMessage({ id: 'adminTerms.enrol.subscriptionOption' }, { name: name(card), reason, until })
      : intl.formatMessage({ id: 'adminTerms.enrol.cardOption' }, { name: name(card), reason, left: card.left, until });
  };

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminTerms.enrol.title' })} icon="new-person" onClose={enrol.busy ? undefined : onClose} className="plouf-term-enrol">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void enrol.submit();
        }}
      >
        <DialogBody>
          <p className="plouf-term-enrol-slot"><strong>{slotName}</strong></p>
          {enrol.refusal && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-term-refusal">
              {enrol.refusal}
            </Callout>
          )}
          {!enrol.family ? (
            <FormGroup label={intl.formatMessage({ id: 'adminTerms.enrol.family' })} labelFor="enrol-family-search">
              <InputGroup id="enrol-family-search" type="search" leftIcon="search" autoComplete="off" placeholder={intl.formatMessage({ id: 'adminTerms.enrol.search' })} value={enrol.search} onValueChange={enrol.setSearch} />
              {enrol.found && enrol.found.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminTerms.enrol.noFamily" /></p>}
              {enrol.found && enrol.found.length > 0 && (
                <Menu className="plouf-term-family-results" aria-label={intl.formatMessage({ id: 'adminTerms.enrol.family' })}>
                  {enrol.found.map((family) => (
                    <MenuItem
                      key={family.famId}
                      icon="people"
                      text={family.libelle}
                      label={[family.city, intl.formatMessage({ id: 'adminTerms.enrol.members' }, { count: family.membersCount })].filter(Boolean).join(' · ')}
                      aria-label={intl.formatMessage({ id: 'adminTerms.enrol.chooseFamily' }, { name: family.libelle })}
                      onClick={() => enrol.choose(family)}
                    />
                  ))}
                </Menu>
              )}
            </FormGroup>
          ) : (
            <>
              <div className="plouf-term-enrol-family">
                <span><FormattedMessage id="adminTerms.enrol.chosen" values={{ name: <strong>{enrol.family.libelle}</strong> }} /></span>
                <Button variant="minimal" size="small" icon="edit" onClick={() => enrol.choose(null)}><FormattedMessage id="adminTerms.enrol.otherFamily" /></Button>
              </div>
              <FormGroup label={intl.formatMessage({ id: 'adminTerms.enrol.member' })} labelFor="enrol-member">
                <HTMLSelect
                  id="enrol-member"
                  fill
                  value={enrol.usrId ?? ''}
                  onChange={(event) => enrol.setUsrId(Number(event.currentTarget.value))}
                  options={enrol.members.map(({ member, refusal }) => ({
                    value: member.id,
                    disabled: refusal !== null,
                    label: [shownName(fullName(member), intl), member.usrDatbirth ? formatAge(member.usrDatbirth, intl.locale) : '', refusal ? intl.formatMessage({ id: `adminTerms.enrol.${refusal}` }, { age: formatMinimumAge(slot.acyAge, intl.locale) }) : ''].filter(Boolean).join(' · '),
                  }))}
                />
              </FormGroup>
              {enrol.cards && enrol.cards.length === 0 ? (
                <Callout intent="warning" icon="warning-sign"><FormattedMessage id="adminTerms.enrol.noCard" /></Callout>
              ) : (
                <FormGroup label={intl.formatMessage({ id: 'adminTerms.enrol.card' })} labelFor="enrol-card" helperText={intl.formatMessage({ id: 'adminTerms.enrol.payHelp' })}>
                  <HTMLSelect
                    id="enrol-card"
                    fill
                    value={enrol.cardId ?? ''}
                    onChange={(event) => enrol.setCardId(Number(event.currentTarget.value))}
                    options={[...(enrol.cardId === null ? [{ value: '', label: intl.formatMessage({ id: 'adminTerms.enrol.noPayingCard' }) }] : []), ...(enrol.cards ?? []).map((choice) => ({ value: choice.card.id, disabled: !choice.cost.pays, label: cardLabel(choice) }))]}
                  />
                </FormGroup>
              )}
              <FormGroup label={intl.formatMessage({ id: 'adminTerms.enrol.from' })} labelFor="enrol-from">
                <HTMLSelect
                  id="enrol-from"
                  fill
                  value={enrol.fromDate ?? ''}
                  onChange={(event) => enrol.setFromDate(event.currentTarget.value || null)}
                  options={[{ value: '', label: intl.formatMessage({ id: 'adminTerms.enrol.fromNext' }) }, ...slot.dates.map((date) => ({ value: dayOf(date), label: longDate(dayOf(date), intl.locale) }))]}
                />
              </FormGroup>
              <Checkbox checked={enrol.waitingList} onChange={(event) => enrol.setWaitingList(event.currentTarget.checked)} label={intl.formatMessage({ id: 'adminTerms.enrol.waitingList' })} />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={enrol.busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" icon="tick" loading={enrol.busy} disabled={!enrol.ready}>
                <FormattedMessage id="adminTerms.enrol.submit" />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
