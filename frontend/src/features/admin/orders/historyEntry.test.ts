import { statusLabel } from '@plouf/command-api/order-status';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogues as catalogues } from '../../../i18n/allCatalogues.ts';
import { formatPrice } from '../../../lib/money.ts';
import { describeEntry, type HistoryWords } from './historyEntry.ts';

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const words = (language: 'fr' | 'en'): HistoryWords => {
  const intl = createIntl({ locale: language, messages: catalogues[language] });
  return {
    language,
    message: (id, values) => intl.formatMessage({ id }, values),
    money: (cents) => plain(formatPrice(cents, language)),
    status: (status) => statusLabel(status, language),
  };
};

describe('describeEntry', () => {
  it('tells what an order placed holds', () => {
    const placed = describeEntry(
      {
        type: 'OrderPlaced',
        data: {
          lines: [{ libelle: 'Carte 10 séances', qty: 2, total: 30000 }],
          total: 30000,
          channel: 'online',
          buyer: { name: 'Jeanne Durand', email: 'jeanne@example.fr' },
          address: { adrNumberWay: '3 rue des Bassins', adrPostalCode: '75011', libelle: 'Paris' },
        },
      },
      words('fr'),
    );
    expect(placed.title).toBe('Commande passée');
    expect(placed.facts).toEqual([
      { label: 'Lignes', value: '2 × Carte 10 séances (300 €)' },
      { label: 'Total', value: '300 €' },
      { label: 'Canal', value: 'En ligne (famille)' },
      { label: 'Acheteur', value: 'Jeanne Durand <jeanne@example.fr>' },
      { label: 'Adresse', value: '3 rue des Bassins, 75011 Paris' },
    ]);
  });

  it('says an erased buyer in the reader’s language', () => {
    const placed = { type: 'OrderPlaced', data: { lines: [], total: 0, channel: 'online', buyer: { name: 'Membre supprimé', email: '' } } };
    expect(describeEntry(placed, words('en')).facts).toContainEqual({ label: 'Buyer', value: 'Deleted member' });
    expect(describeEntry(placed, words('fr')).facts).toContainEqual({ label: 'Acheteur', value: 'Membre supprimé' });
  });

  it('says a status change from and to, with its move and reason, in either language', () => {
    const entry = { type: 'OrderStatusChanged', data: { from: 2, to: 7, move: 'REFUND', reason: 'Déménagement' } };
    expect(describeEntry(entry, words('fr'))).toEqual({
      title: 'Statut changé',
      change: 'de « Payé » à « Remboursé »',
      facts: [
        { label: 'Action', value: 'Annuler et rembourser' },
        { label: 'Motif', value: 'Déménagement' },
      ],
    });
    expect(describeEntry(entry, words('en')).change).toBe('from “Paid” to “Refunded”');
  });

  it('gives a payment its channel, method, amount and reference, and leaves out what it lacks', () => {
    const paid = describeEntry({ type: 'PaymentSucceeded', data: { paymentId: 'desk_12_1', provider: 'desk', method: 1, amount: 1550, reference: 'Chèque 1234567', by: 1 } }, words('fr'));
    expect(paid.title).toBe('Paiement reçu');
    expect(paid.facts).toEqual([
      { label: 'Paiement', value: 'desk_12_1' },
      { label: 'Moyen', value: 'Guichet' },
      { label: 'Mode', value: 'Chèque' },
      { label: 'Montant', value: '15,50 €' },
      { label: 'Référence', value: 'Chèque 1234567' },
    ]);
    const refused = describeEntry({ type: 'PaymentFailed', data: { paymentId: 'pi_1', provider: 'offline', reason: 'Carte refusée', reference: null } }, words('en'));
    expect(refused.title).toBe('Payment failed');
    expect(refused.facts.map((fact) => fact.label)).toEqual(['Payment', 'Channel', 'Reason']);
  });

  it('names an event it does not know by its type', () => {
    expect(describeEntry({ type: 'OrderArchived', data: null }, words('fr'))).toEqual({ title: 'Événement OrderArchived', facts: [] });
  });
});
