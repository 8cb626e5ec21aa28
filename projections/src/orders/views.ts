import type { CardView } from '@plouf/command-api/contracts';
import type { CardRecord } from '@plouf/command-api/events';
import { isoWeek } from '@plouf/command-api/card-rules';

/** A card as the read model keeps it. */
export interface StoredCard extends CardRecord {
  famId: number;
  orderId: number | null;
  used: number;
  revoked: boolean;
  /** The entries spent, by inscription (or `enr{enrId}@{lesson}` for a term enrolment's lessons paid ahead): the week (Paris) each counts for. */
  spent?: Record<string, string>;
  /** A subscription's weeks with an entry spent. */
  weeks?: string[];
}

/**
 * A card as served, its status worked out for `now` (spec §3 validity status): périmé (3) when its
 * last valid moment has passed or it was taken back, complet (2) when no entry is left, valide (1)
 * otherwise. The booking issue's weekly rule for subscriptions ('Complet semaine') counts this
 * week's entry here.
 */
export function cardView(card: StoredCard, now: Date): CardView {
  const left = Math.max(0, card.entries - card.used);
  const expired = card.revoked || new Date(card.validUntil).getTime() < now.getTime();
  return {
    id: card.cardId,
    libelle: card.libelle,
    selected: false,
    detailLoaded: true,
    famId: card.famId,
    fftId: card.fftId,
    cmdId: card.orderId,
    fftIsAbo: card.fftIsAbo,
    fftNbEntree: card.entries,
    used: card.used,
    left,
    validFrom: card.validFrom,
    validUntil: card.validUntil,
    acyIds: card.acyIds,
    psnIds: card.psnIds,
    // A subscription pays one lesson a week, not a number of entries: 'Complet semaine' once this week's is spent.
    status: expired ? 3 : card.fftIsAbo ? ((card.weeks ?? []).includes(isoWeek(now.toISOString())) ? 2 : 1) : left === 0 ? 2 : 1,
    weeks: card.weeks ?? [],
    revoked: card.revoked,
    note: card.note,
  };
}
