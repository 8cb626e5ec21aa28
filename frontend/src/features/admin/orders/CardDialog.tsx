import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardCorrectInput, CardGiveInput } from '@plouf/command-api/contracts';
import type { CardView } from '../../../api/adminOrders.ts';
import { listAll, PASSES } from '../../../api/catalogue.ts';
import type { MessageId } from '../../../i18n/catalogues.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { cardErrors, correctInput, draftOf, EMPTY_CARD, giveInput, type CardDraft, type CardField } from './cardForm.ts';

type CardDialogProps =
  | { mode: 'give'; card?: undefined; busy: boolean; onClose: () => void; onGive: (input: CardGiveInput) => Promise<boolean> }
  | { mode: 'correct'; card: CardView; busy: boolean; onClose: () => void; onCorrect: (input: CardCorrectInput) => Promise<boolean> };

/** "Donner une carte" (a pass picked from the catalogue) or "Corriger" one card. */
export function CardDialog(props: CardDialogProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const giving = props.mode === 'give';
  const [draft, setDraft] = useState<CardDraft>(props.card ? draftOf(props.card) : EMPTY_CARD);
  const [tried, setTried] = useState(false);
  const passes = useAsync(() => (giving ? listAll(PASSES) : Promise.resolve([])), `card-dialog-passes:${giving}`);
  useEffect(() => setTried(false), [props.card]);

  const errors = tried ? cardErrors(draft, giving) : {};
  const set = (patch: Partial<CardDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const fieldProps = (field: CardField, label: MessageId, help?: MessageId) => ({
    label: intl.formatMessage({ id: label }),
    labelFor: `card-${field}`,
    intent: errors[field] ? ('danger' as const) : ('none' as const),
    helperText: errors[field] ? intl.formatMessage({ id: errors[field] }) : help && intl.formatMessage({ id: help }),
  });
  const submit = async () => {
    setTried(true);
    if (Object.keys(cardErrors(draft, giving)).length > 0) return;
    if (props.mode === 'correct' && Object.keys(correctInput(props.card, draft)).length === 1) return props.onClose();
    const done = props.mode === 'give' ? await props.onGive(giveInput(draft)) : await props.onCorrect(correctInput(props.card, draft));
    if (done) props.onClose();
  };
  const title = giving
    ? intl.formatMessage({ id: 'adminOrders.cards.give' })
    : intl.formatMessage({ id: 'adminOrders.cards.correctTitle' }, { name: nameIn(props.card, locale) });

  return (
    <Dialog isOpen title={title} icon={giving ? 'add' : 'edit'} className="plouf-card-dialog" onClose={props.busy ? undefined : props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {giving && (
            <FormGroup {...fieldProps('fftId', 'adminOrders.cards.pass')} labelInfo="*">
              <HTMLSelect
                id="card-fftId"
                fill
                value={draft.fftId ?? ''}
                onChange={(event) => set({ fftId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
                options={[
                  { value: '', label: intl.formatMessage({ id: 'adminOrders.cards.pickPass' }) },
                  ...(passes.state.data ?? []).map((pass) => ({ value: pass.id, label: nameIn(pass, locale) })),
                ]}
              />
            </FormGroup>
          )}
          <FormGroup {...fieldProps('entries', 'adminOrders.cards.entries', giving ? 'adminOrders.cards.entriesHelp' : undefined)}>
            <InputGroup id="card-entries" inputMode="numeric" value={draft.entries} onValueChange={(entries) => set({ entries })} />
          </FormGroup>
          <FormGroup {...fieldProps('lastDay', 'adminOrders.cards.lastDay', giving ? 'adminOrders.cards.lastDayHelp' : undefined)}>
            <InputGroup id="card-lastDay" type="date" value={draft.lastDay} onValueChange={(lastDay) => set({ lastDay })} />
          </FormGroup>
          <FormGroup {...fieldProps('note', 'adminOrders.cards.note')}>
            <TextArea id="card-note" fill autoResize maxLength={500} value={draft.note} onChange={(event) => set({ note: event.currentTarget.value })} />
          </FormGroup>
          {!giving && <Switch checked={draft.revoked} label={intl.formatMessage({ id: 'adminOrders.cards.revoked' })} onChange={(event) => set({ revoked: event.currentTarget.checked })} />}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={props.busy} onClick={props.onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" loading={props.busy}>
                <FormattedMessage id={giving ? 'adminOrders.cards.give' : 'adminOrders.cards.save'} />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
