import { defineMessages } from '../../../i18n/define.ts';

/**
 * The family's statement (issue 43): on its /profil, and on the desk's family page. An entry is
 * worded as the PDF words it (query-api's statement-pdf.ts), the payment methods as the desk names them.
 */
export const statementMessages = defineMessages({
  'statement.section.title': { fr: 'Relevé de compte', en: 'Account statement' },
  'statement.section.intro': {
    fr: 'Ce que vos commandes vous ont coûté, ce que vous avez payé et ce qu’il reste à payer.',
    en: 'What your orders cost, what you paid and what is left to pay.',
  },
  'statement.desk.title': { fr: 'Compte de la famille', en: 'Family account' },
  'statement.section.loadError': { fr: 'Erreur lors du chargement du relevé de compte', en: 'Could not load the account statement' },
  // A no-break space before the French colon: the amount never starts a line of its own.
  'statement.balance.owed': { fr: 'Reste à payer\u00a0: {amount}', en: 'Left to pay: {amount}' },
  'statement.balance.inFavour': { fr: 'En votre faveur\u00a0: {amount}', en: 'In your favour: {amount}' },
  'statement.balance.familyFavour': { fr: 'En faveur de la famille\u00a0: {amount}', en: 'In the family’s favour: {amount}' },
  'statement.balance.settled': { fr: 'Compte à jour\u00a0: rien à payer', en: 'Account settled: nothing to pay' },
  'statement.upcoming.title': { fr: 'Prochains versements', en: 'Next instalments' },
  'statement.upcoming.what': { fr: 'Commande {id}, versement {part} sur {parts}', en: 'Order {id}, instalment {part} of {parts}' },
  'statement.entries.title': { fr: 'Opérations', en: 'Transactions' },
  'statement.entries.empty': { fr: 'Aucune opération pour l’instant.', en: 'No entries yet.' },
  'statement.column.date': { fr: 'Date', en: 'Date' },
  'statement.column.what': { fr: 'Opération', en: 'Entry' },
  'statement.column.amount': { fr: 'Montant', en: 'Amount' },
  'statement.column.balance': { fr: 'Solde', en: 'Balance' },
  'statement.entry.balanceAfter': { fr: 'Solde\u00a0: {amount}', en: 'Balance: {amount}' },
  'statement.entry.order': { fr: 'Commande {id}', en: 'Order {id}' },
  'statement.entry.charged': { fr: 'Commande {id}\u00a0: {lines}', en: 'Order {id}: {lines}' },
  'statement.entry.quoted': { fr: 'Commande {id} redevenue un devis', en: 'Order {id} back to a quote' },
  'statement.entry.discounted': { fr: 'Remises, commande {id}', en: 'Discounts, order {id}' },
  'statement.entry.discountedKinds': { fr: 'Remises, commande {id} ({kinds})', en: 'Discounts, order {id} ({kinds})' },
  'statement.discount.sibling': { fr: 'frère ou sœur', en: 'sibling' },
  'statement.discount.secondClass': { fr: 'deuxième cours', en: 'second class' },
  'statement.discount.promo': { fr: 'code {code}', en: 'code {code}' },
  'statement.entry.paid': { fr: 'Paiement par {method}, commande {id}', en: 'Payment by {method}, order {id}' },
  'statement.entry.paidPart': { fr: 'Paiement par {method}, commande {id}, versement {part} sur {parts}', en: 'Payment by {method}, order {id}, instalment {part} of {parts}' },
  'statement.entry.refunded': { fr: 'Remboursement, commande {id}', en: 'Refund, order {id}' },
  'statement.entry.cancelled': { fr: 'Commande {id} annulée', en: 'Order {id} cancelled' },
  'statement.entry.creditNote': { fr: 'Avoir, commande {id}', en: 'Credit note, order {id}' },
  'statement.period.label': { fr: 'Période', en: 'Period' },
  'statement.period.all': { fr: 'Tout le compte', en: 'The whole account' },
  'statement.period.opening': { fr: 'Solde avant le {day}\u00a0: {amount}', en: 'Balance before {day}: {amount}' },
  'statement.period.closing': { fr: 'Solde au {day}\u00a0: {amount}', en: 'Balance on {day}: {amount}' },
  'statement.period.closingToday': { fr: 'Solde à ce jour\u00a0: {amount}', en: 'Balance today: {amount}' },
  'statement.period.empty': { fr: 'Aucune opération sur cette période.', en: 'No entries in this period.' },
  'statement.pdf.download': { fr: 'Télécharger le relevé (PDF)', en: 'Download statement (PDF)' },
});
