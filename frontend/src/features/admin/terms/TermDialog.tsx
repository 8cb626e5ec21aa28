import { Button, Callout, DialogBody, DialogFooter, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TermView } from '../../../api/adminTerms.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { usePoolChoices } from '../catalogue/useChoices.ts';
import { Field, TextInput } from '../kit/Field.tsx';
import { INSTALMENT_COUNTS } from '@plouf/command-api/term-pricing';
import { DiscountFields } from './DiscountFields.tsx';
import { PromoFields } from './PromoFields.tsx';
import { TariffFields } from './TariffFields.tsx';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useTermForm } from './useTermForm.ts';

interface TermDialogProps {
  /** The term changed; null defines a new one. */
  term: TermView | null;
  onClose: () => void;
  onSaved: (saved: TermView) => void;
}

/**
 * A term's names, days, pool and the two moments enrolment opens (a Paris day and time each; the
 * priority window may be left out). What the server refuses is said on the form.
 */
export function TermDialog({ term, onClose, onSaved }: TermDialogProps) {
  const intl = useIntl();
  const pools = usePoolChoices();
  const form = useTermForm(term, onSaved);
  const { draft, set, errors } = form;
  const hasPriority = draft.priorityDay !== '' || draft.priorityTime !== '';

  return (
    <Dialog
      isOpen
      title={intl.formatMessage({ id: term ? 'adminTerms.form.editTitle' : 'adminTerms.form.newTitle' })}
      icon={term ? 'edit' : 'add'}
      onClose={form.busy ? undefined : onClose}
      className="plouf-term-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogBody>
          {form.refusal && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-term-refusal">
              {form.refusal}
            </Callout>
          )}
          <TextInput id="term-name" labelId="adminTerms.field.name" required value={draft.libelle} onChange={(libelle) => set({ libelle })} error={errors.libelle} />
          <TextInput id="term-english" labelId="adminTerms.field.englishName" value={draft.englishName} onChange={(englishName) => set({ englishName })} error={errors.englishName} helper={intl.formatMessage({ id: 'adminTerms.field.englishHelp' })} />
          <div className="plouf-form-row plouf-form-row--keep">
            <TextInput id="term-first" type="date" labelId="adminTerms.field.firstDay" required value={draft.firstDay} onChange={(firstDay) => set({ firstDay })} error={errors.firstDay} />
            <TextInput id="term-last" type="date" labelId="adminTerms.field.lastDay" required value={draft.lastDay} onChange={(lastDay) => set({ lastDay })} error={errors.lastDay} />
          </div>
          <Field id="term-pool" labelId="adminTerms.field.pool" error={errors.psnId}>
            <HTMLSelect
              fill
              value={draft.psnId ?? ''}
              onChange={(event) => set({ psnId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
              options={[{ value: '', label: intl.formatMessage({ id: 'adminTerms.term.allPools' }) }, ...pools.options.map((pool) => ({ value: pool.id, label: pool.label }))]}
            />
          </Field>
          <fieldset className="plouf-term-moment">
            <legend><FormattedMessage id="adminTerms.field.priority" /></legend>
            <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.priorityHelp" /></p>
            <div className="plouf-form-row plouf-form-row--keep">
              <TextInput id="term-priority-day" type="date" labelId="adminTerms.field.day" value={draft.priorityDay} onChange={(priorityDay) => set({ priorityDay })} error={errors.priorityDay} />
              <Field id="term-priority-time" labelId="adminTerms.field.time" error={errors.priorityTime}>
                <InputGroup type="time" value={draft.priorityTime} onValueChange={(priorityTime) => set({ priorityTime })} />
              </Field>
            </div>
            {hasPriority && (
              <Button variant="minimal" size="small" icon="cross" onClick={() => set({ priorityDay: '', priorityTime: '' })}>
                <FormattedMessage id="adminTerms.field.clearPriority" />
              </Button>
            )}
          </fieldset>
          <fieldset className="plouf-term-moment">
            <legend><FormattedMessage id="adminTerms.field.opens" /></legend>
            <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.opensHelp" /></p>
            <div className="plouf-form-row plouf-form-row--keep">
              <TextInput id="term-opens-day" type="date" labelId="adminTerms.field.day" required value={draft.opensDay} onChange={(opensDay) => set({ opensDay })} error={errors.opensDay} />
              <Field id="term-opens-time" labelId="adminTerms.field.time" required error={errors.opensTime}>
                <InputGroup type="time" value={draft.opensTime} onValueChange={(opensTime) => set({ opensTime })} />
              </Field>
            </div>
          </fieldset>
          <TariffFields prices={draft.prices} psnId={draft.psnId} onChange={(prices) => set({ prices })} errors={errors} />
          <DiscountFields discounts={draft.discounts} onChange={(discounts) => set({ discounts })} errors={errors} />
          <PromoFields promos={draft.promos} onChange={(promos) => set({ promos })} errors={errors} />
          <fieldset className="plouf-term-moment plouf-term-instalments">
            <legend><FormattedMessage id="adminTerms.field.instalments" /></legend>
            <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.instalmentsHelp" /></p>
            <Field id="term-instalments" labelId="adminTerms.field.instalmentsCount">
              <HTMLSelect fill value={String(draft.instalments)} onChange={(event) => set({ instalments: Number(event.currentTarget.value) })}>
                <option value="0">{intl.formatMessage({ id: 'adminTerms.field.instalmentsNone' })}</option>
                {INSTALMENT_COUNTS.map((count) => (
                  <option key={count} value={String(count)}>{intl.formatMessage({ id: 'adminTerms.field.instalmentsIn' }, { count })}</option>
                ))}
              </HTMLSelect>
            </Field>
            <Switch
              className="plouf-term-direct-debit"
              checked={draft.directDebit}
              onChange={(event) => set({ directDebit: event.currentTarget.checked })}
              label={intl.formatMessage({ id: 'adminTerms.field.directDebit' })}
            />
            <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.directDebitHelp" /></p>
          </fieldset>
          <fieldset className="plouf-term-moment plouf-term-membership">
            <legend><FormattedMessage id="adminTerms.field.membership" /></legend>
            <p className="plouf-muted plouf-term-moment-help"><FormattedMessage id="adminTerms.field.membershipHelp" /></p>
            <Field id="term-membership" labelId="adminTerms.field.membershipCents" error={errors.membership}>
              <NumberField id="term-membership" value={draft.membership} onChange={(membership) => set({ membership })} factor={100} positiveOnly suffix="€" />
            </Field>
          </fieldset>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={form.busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent="primary" icon="floppy-disk" loading={form.busy}>
                <FormattedMessage id={term ? 'adminTerms.form.save' : 'adminTerms.form.create'} />
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
