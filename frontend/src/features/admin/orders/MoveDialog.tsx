import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { MOVE_LABELS, statusLabel } from '@plouf/command-api/order-status';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderMoveInput } from '@plouf/command-api/contracts';
import type { OrderView } from '../../../api/adminOrders.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { formatPrice } from '../../../lib/money.ts';
import { DESK_METHODS, VOUCHER_METHODS, type DeskMethod } from '@plouf/command-api/constants';
import { NumberField } from '../../../ui/NumberField.tsx';
import { EMPTY_DRAFT, leftToPay, moveErrors, moveInput, moveTarget, type AdminMove, type MoveDraft } from './moveForm.ts';
import { METHOD_MESSAGES } from './paymentWords.ts';
import { RefundChoice } from './RefundChoice.tsx';

interface MoveDialogProps {
  order: OrderView;
  /** The move asked for, or null when the dialog is closed. */
  move: AdminMove | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: OrderMoveInput) => Promise<boolean>;
}

/** Asks why before a status move; a payment at the desk also asks how it was paid. */
export function MoveDialog({ order, move, busy, onClose, onConfirm }: MoveDialogProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<MoveDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (move) {
      setDraft(EMPTY_DRAFT);
      setTried(false);
    }
  }, [move]);
  if (!move) return null;

  const left = leftToPay(order);
  const errors = tried ? moveErrors(move, draft, left) : {};
  // Part of what is left (a Pass'Sport, vouchers): the order waits for the rest.
  const partial = move === 'RECORD_PAYMENT' && draft.amount !== null && draft.amount < left;
  const target = partial ? null : moveTarget(order, move);
  const amount = formatPrice(draft.amount ?? left, intl.locale);
  const voucher = VOUCHER_METHODS.includes(draft.method);
  const danger = move === 'REFUND' || move === 'REFUND_EXCESS' || move === 'CANCEL';
  const set = (patch: Partial<MoveDraft>) => setDraft((previous) => ({ ...previous, ...patch }));
  const submit = async () => {
    setTried(true);
    if (Object.keys(moveErrors(move, draft, left)).length > 0) return;
    if (await onConfirm(moveInput(move, draft))) onClose();
  };

  return (
    <Dialog isOpen title={MOVE_LABELS[move][locale]} icon={danger ? 'warning-sign' : 'exchange'} onClose={busy ? undefined : onClose} className="plouf-move-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {move === 'REFUND' && (
            <>
              <Callout intent="warning" icon="undo" className="plouf-move-help">
                <FormattedMessage id="adminOrders.moves.refundHelp" />
              </Callout>
              <RefundChoice orderId={order.id} value={draft.refund} onChange={(refund) => set({ refund })} />
            </>
          )}
          {move === 'REFUND_EXCESS' && (
            <Callout intent="warning" icon="undo" className="plouf-move-help">
              <FormattedMessage id="adminOrders.moves.refundExcessHelp" values={{ amount: formatPrice(order.overpaid ?? 0, intl.locale) }} />
            </Callout>
          )}
          {move === 'CANCEL' && (
            <Callout intent="warning" icon="cross" className="plouf-move-help">
              <FormattedMessage id="adminOrders.moves.cancelHelp" />
            </Callout>
          )}
          {move === 'RECORD_PAYMENT' && (
            <Callout intent="primary" icon="bank-account" className="plouf-move-help">
              {/* A term paid in parts (issue 43): its cards were given with its first part, its later parts follow their schedule. */}
              {order.plan && order.cardIds.length > 0 ? (
                <FormattedMessage id={partial ? 'adminOrders.moves.recordPlanPartHelp' : 'adminOrders.moves.recordPlanHelp'} values={{ amount, rest: formatPrice(left - (draft.amount ?? left), intl.locale) }} />
              ) : partial ? (
                <FormattedMessage id="adminOrders.moves.recordPartHelp" values={{ amount, rest: formatPrice(left - (draft.amount ?? left), intl.locale) }} />
              ) : (
                <FormattedMessage id="adminOrders.moves.recordHelp" values={{ amount }} />
              )}
            </Callout>
          )}
          {target !== null && (
            <p className="plouf-move-target">
              <FormattedMessage id="adminOrders.moves.to" values={{ status: statusLabel(target, locale) }} />
            </p>
          )}
          {move === 'RECORD_PAYMENT' && (
            <>
              <RadioGroup
                label={intl.formatMessage({ id: 'adminOrders.moves.method' })}
                inline
                selectedValue={draft.method}
                onChange={(event) => {
                  const chosen = DESK_METHODS.find((method) => method === Number(event.currentTarget.value));
                  if (chosen !== undefined) set({ method: chosen as DeskMethod });
                }}
              >
                {DESK_METHODS.map((method) => (
                  <Radio key={method} value={method} label={intl.formatMessage({ id: METHOD_MESSAGES[method]! })} />
                ))}
              </RadioGroup>
              <FormGroup
                label={intl.formatMessage({ id: voucher ? 'adminOrders.moves.voucherReferenceLabel' : 'adminOrders.moves.reference' })}
                labelFor="move-reference"
                labelInfo={voucher ? '*' : undefined}
                intent={errors.reference ? 'danger' : 'none'}
                helperText={errors.reference && intl.formatMessage({ id: errors.reference })}
              >
                <InputGroup id="move-reference" value={draft.reference} maxLength={100} onValueChange={(reference) => set({ reference })} />
              </FormGroup>
              <FormGroup
                label={intl.formatMessage({ id: 'adminOrders.moves.amount' })}
                labelFor="move-amount"
                intent={errors.amount ? 'danger' : 'none'}
                helperText={errors.amount ? intl.formatMessage({ id: errors.amount }, { left: formatPrice(left, intl.locale) }) : intl.formatMessage({ id: 'adminOrders.moves.amountHelp' }, { left: formatPrice(left, intl.locale) })}
              >
                <NumberField id="move-amount" value={draft.amount ?? left} onChange={(cents) => set({ amount: cents === left ? null : cents })} factor={100} positiveOnly suffix="€" />
              </FormGroup>
            </>
          )}
          <FormGroup
            label={intl.formatMessage({ id: 'adminOrders.moves.reason' })}
            labelFor="move-reason"
            labelInfo="*"
            intent={errors.reason ? 'danger' : 'none'}
            helperText={errors.reason ? intl.formatMessage({ id: errors.reason }) : intl.formatMessage({ id: 'adminOrders.moves.reasonHelp' })}
          >
            <TextArea
              id="move-reason"
              fill
              autoResize
              autoFocus
              maxLength={500}
              value={draft.reason}
              intent={errors.reason ? 'danger' : 'none'}
              onChange={(event) => set({ reason: event.currentTarget.value })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={busy} onClick={onClose}><FormattedMessage id="common.action.cancel" /></Button>
              <Button type="submit" intent={danger ? 'danger' : 'primary'} loading={busy}>
                {MOVE_LABELS[move][locale]}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
