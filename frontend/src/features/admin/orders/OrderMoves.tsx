import { Button, Card } from '@blueprintjs/core';
import { MOVE_LABELS, statusLabel } from '@plouf/command-api/order-status';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OrderMoveInput } from '@plouf/command-api/contracts';
import type { OrderView } from '../../../api/adminOrders.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { offeredMoves, type AdminMove } from './moveForm.ts';

const DANGER: ReadonlySet<AdminMove> = new Set(['CANCEL', 'REFUND', 'REFUND_EXCESS']);

/** The status moves the machine allows from where the order stands, each behind its dialog. */
export function OrderMoves({ order, busy, onMove }: { order: OrderView; busy: boolean; onMove: (input: OrderMoveInput) => Promise<boolean> }) {
  const { locale } = useLocale();
  const [asked, setAsked] = useState<AdminMove | null>(null);
  const moves = offeredMoves(order);
  return (
    <Card elevation={1} className="plouf-form-card">
      <h2 className="plouf-card-title"><FormattedMessage id="adminOrders.moves.title" /></h2>
      {moves.length === 0 ? (
        <p className="plouf-muted">
          <FormattedMessage id="adminOrders.moves.none" values={{ status: statusLabel(order.cmdStatus, locale) }} />
        </p>
      ) : (
        <div className="plouf-order-moves">
          {moves.map((move) => (
            <Button key={move} intent={DANGER.has(move) ? 'danger' : 'primary'} variant={DANGER.has(move) ? 'outlined' : 'solid'} disabled={busy} onClick={() => setAsked(move)}>
              {MOVE_LABELS[move][locale]}
            </Button>
          ))}
        </div>
      )}
      <MoveDialog order={order} move={asked} busy={busy} onClose={() => setAsked(null)} onConfirm={onMove} />
    </Card>
  );
}
