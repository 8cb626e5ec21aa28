import { defineMessages } from '../../../i18n/define.ts';

/** The enrol dialog and the re-enrolment page (screens loaded on demand). */
export const enrolMessages = defineMessages({
  'terms.enrol.title': { fr: 'Inscrire pour le trimestre', en: 'Enrol for the term' },
  'terms.enrol.titleJoin': { fr: 'Liste d’attente du trimestre', en: 'The term’s waiting list' },
  'terms.enrol.titleDone': { fr: 'Inscription faite', en: 'Enrolled' },
  'terms.enrol.titleWaiting': { fr: 'Sur la liste d’attente', en: 'On the waiting list' },
  'terms.enrol.fullNote': {
    fr: '{count, plural, =0 {Ce créneau est complet pour le trimestre : vous serez le premier sur sa liste d’attente.} one {Ce créneau est complet pour le trimestre : # famille attend déjà.} other {Ce créneau est complet pour le trimestre : # familles attendent déjà.}} Quand une place se libère, elle revient au premier de la liste et ses séances sont alors payées avec la carte choisie.',
    en: '{count, plural, =0 {This slot is full for the term: you will be first on its waiting list.} one {This slot is full for the term: # family is already waiting.} other {This slot is full for the term: # families are already waiting.}} When a place is freed it goes to the first in line, and its lessons are then paid with the card chosen.',
  },
  'terms.enrol.fromWeek': { fr: 'À partir de la semaine du', en: 'From the week of' },
  'terms.enrol.fromWeekHelp': { fr: 'La première séance ; ensuite, chaque semaine jusqu’à la fin du trimestre.', en: 'The first lesson; then every week until the end of the term.' },
  'terms.enrol.nextLesson': { fr: 'prochaine séance', en: 'next lesson' },
  'terms.enrol.submit': { fr: 'Inscrire', en: 'Enrol' },
  'terms.enrol.join': { fr: 'Rejoindre la liste d’attente', en: 'Join the waiting list' },
  'terms.enrol.close': { fr: 'Fermer', en: 'Close' },
  'terms.enrol.loadError': { fr: 'Erreur lors du chargement de votre famille', en: 'Could not load your family' },
  'terms.enrol.failed': { fr: 'L’inscription n’a pas pu être faite', en: 'The enrolment could not be made' },
  'terms.enrol.myBookings': { fr: 'Voir mes réservations', en: 'See my bookings' },
  'terms.tuition.whole': {
    fr: 'Prix du trimestre : {price} pour {count, plural, one {# séance} other {les # séances}}.',
    en: 'Price of the term: {price} for {count, plural, one {# lesson} other {the # lessons}}.',
  },
  'terms.tuition.part': {
    fr: 'Prix à partir de cette semaine : {price} pour {count, plural, one {# séance} other {# séances}} ({amount} le trimestre entier).',
    en: 'Price from this week: {price} for {count, plural, one {# lesson} other {# lessons}} ({amount} for the whole term).',
  },
  'terms.tuition.sibling': { fr: 'Réduction fratrie : −{amount}', en: 'Sibling discount: −{amount}' },
  'terms.tuition.secondClass': { fr: 'Réduction 2e cours de l’enfant : −{amount}', en: 'Second class discount: −{amount}' },
  'terms.tuition.promo': { fr: 'Code promo {code} : −{amount}', en: 'Promo code {code}: −{amount}' },
  'terms.tuition.membership': { fr: '+ adhésion annuelle {year} : {price} (une fois par famille et par année scolaire)', en: '+ yearly membership {year}: {price} (once per family and school year)' },
  'terms.tuition.membershipPaid': { fr: 'Adhésion {year} déjà comptée sur votre commande n° {id}', en: 'Membership {year} already counted on your order no. {id}' },
  'terms.promo.label': { fr: 'Code promo (facultatif)', en: 'Promo code (optional)' },
  'terms.promo.apply': { fr: 'Appliquer', en: 'Apply' },
  'terms.promo.applied': { fr: 'Code {code} appliqué.', en: 'Code {code} applied.' },
  'terms.promo.remove': { fr: 'Retirer', en: 'Remove' },
  'terms.promo.failed': { fr: 'Le code n’a pas pu être vérifié, réessayez.', en: 'The code could not be checked, try again.' },
  'terms.tuition.payTitle': { fr: 'Payer le prix du trimestre', en: 'Pay the term’s price' },
  'terms.tuition.payNote': {
    fr: 'La place vous est gardée quelques minutes, le temps de payer la commande ; une fois payée, vous revenez ici avec l’enfant inscrit. Sans paiement dans ce délai, la place est libérée.',
    en: 'The place is kept for a few minutes while you pay the order; once it is paid, you come back here with the child enrolled. If it is not paid in time, the place is released.',
  },
  'terms.tuition.pay': { fr: 'Réserver la place et payer {price}', en: 'Keep the place and pay {price}' },
  'terms.tuition.heldHere': {
    fr: 'La place <de>{name}</de> est réservée jusqu’à {until}, le temps de régler la commande n° {id} ({price}).',
    en: '{name}’s place is kept until {until} while order no. {id} ({price}) is paid.',
  },
  'terms.tuition.howTitle': { fr: 'Comment payer', en: 'How to pay' },
  'terms.tuition.atOnce': { fr: 'En une fois : {price}', en: 'At once: {price}' },
  'terms.tuition.inParts': { fr: 'En {count} fois sans frais', en: 'In {count} instalments, no fees' },
  'terms.tuition.partLine': { fr: '{n, selectordinal, one {#er} other {#e}} versement, le {date} : {price}', en: 'Instalment {n}, on {date}: {price}' },
  'terms.tuition.partsNote': {
    fr: 'Le 1er versement se paie maintenant ; les suivants sont prélevés sur la même carte, à leur date.',
    en: 'The first instalment is paid now; the next ones are charged to the same card on their dates.',
  },
  'terms.tuition.payFirst': { fr: 'Réserver la place et payer le 1er versement : {price}', en: 'Keep the place and pay the first instalment: {price}' },
  'terms.tuition.payHeld': { fr: 'Régler la commande', en: 'Pay the order' },
  'terms.tuition.myOrders': { fr: 'Voir mes commandes', en: 'See my orders' },
  'terms.tuition.confirming': { fr: 'Commande n° {id} payée : l’inscription se termine…', en: 'Order no. {id} paid: the enrolment is being completed…' },
  'terms.card.rule': {
    fr: 'La carte choisie paie d’un coup toutes les séances jusqu’à la fin du trimestre : {count, plural, one {# séance} other {# séances}}, du {first} au {last}. Une carte d’entrées doit en avoir assez ; un abonnement, être valide jusqu’à la dernière.',
    en: 'The card chosen pays at once for every lesson until the end of the term: {count, plural, one {# lesson} other {# lessons}}, from {first} to {last}. An entry card must have enough entries; a subscription must be valid until the last one.',
  },
  'terms.card.paysFewer': {
    fr: '{paid, plural, =0 {Ne paie aucune des {count} séances.} one {Ne paie que # des {count} séances.} other {Ne paie que # des {count} séances.}}',
    en: '{paid, plural, =0 {Pays none of the {count} lessons.} other {Pays only # of the {count} lessons.}}',
  },
  'terms.card.paysFrom': {
    fr: 'À partir du {date}, {count, plural, one {la dernière séance serait payée} other {les # séances restantes seraient payées}}.',
    en: 'From {date}, {count, plural, one {the last lesson would be paid} other {the # lessons left would be paid}}.',
  },
  'terms.card.otherCard': { fr: 'Choisissez une autre carte.', en: 'Choose another card.' },
  'terms.price.cards': { fr: 'Payer avec une de vos cartes', en: 'Pay with one of your cards' },
  'terms.price.noCard': { fr: 'Vous n’avez pas encore de carte.', en: 'You have no card yet.' },
  'terms.price.card': {
    fr: '{entries, plural, one {Utilise # entrée} other {Utilise # entrées}}, soit {amount} ({price} la séance) ; {left, plural, =0 {il n’en restera aucune} one {il en restera #} other {il en restera #}}.',
    en: '{entries, plural, one {Uses # entry} other {Uses # entries}}, worth {amount} ({price} a lesson); {left, plural, =0 {none will be left} other {# will be left}}.',
  },
  'terms.price.cardGiven': {
    fr: '{entries, plural, one {Utilise # entrée} other {Utilise # entrées}} ; {left, plural, =0 {il n’en restera aucune} one {il en restera #} other {il en restera #}}.',
    en: '{entries, plural, one {Uses # entry} other {Uses # entries}}; {left, plural, =0 {none will be left} other {# will be left}}.',
  },
  'terms.price.subscription': {
    fr: 'Une séance par semaine sur l’abonnement : rien de plus à payer.',
    en: 'One lesson a week on the subscription: nothing more to pay.',
  },
  'terms.offer.title': { fr: 'Acheter un forfait pour ces séances', en: 'Buy a pass for these lessons' },
  'terms.offer.compare': { fr: 'Ou acheter un forfait', en: 'Or buy a pass' },
  'terms.offer.intro': {
    fr: 'Un seul forfait paie les {count} séances. Après le paiement, vous revenez ici avec la nouvelle carte choisie.',
    en: 'One pass pays the {count} lessons. Once it is paid, you come back here with the new card chosen.',
  },
  'terms.offer.show': { fr: '{count, plural, one {Voir le forfait en vente} other {Voir les # forfaits en vente}}', en: '{count, plural, one {See the pass on sale} other {See the # passes on sale}}' },
  'terms.offer.hide': { fr: 'Masquer les forfaits', en: 'Hide the passes' },
  'terms.offer.entries': {
    fr: 'Paie les {count} séances, {price} la séance ; {left, plural, =0 {il ne restera aucune entrée} one {il restera # entrée pour d’autres cours} other {il restera # entrées pour d’autres cours}}.',
    en: 'Pays the {count} lessons, {price} a lesson; {left, plural, =0 {no entry will be left} one {# entry will be left for other lessons} other {# entries will be left for other lessons}}.',
  },
  'terms.offer.subscription': {
    fr: 'Paie les {count} séances, une par semaine, sur toute la durée de l’abonnement.',
    en: 'Pays the {count} lessons, one a week, for as long as the subscription lasts.',
  },
  'terms.offer.buy': { fr: 'Acheter ce forfait', en: 'Buy this pass' },
  'terms.offer.tooFew': { fr: '{name} ({price}) : ne paie que {paid} des {count} séances.', en: '{name} ({price}): pays only {paid} of the {count} lessons.' },
  'terms.offer.none': {
    fr: 'Aucun forfait en vente ne paie d’un coup les {count} séances : choisissez une semaine de départ plus tardive, ou demandez à l’accueil.',
    en: 'No pass on sale pays the {count} lessons at once: choose a later first week, or ask the desk.',
  },
  'terms.paid.coming': { fr: 'Commande n° {id} payée : votre nouvelle carte arrive…', en: 'Order no. {id} paid: your new card is on its way…' },
  'terms.paid.arrived': {
    fr: 'Commande n° {id} payée : votre nouvelle carte est choisie ci-dessous. Il ne reste qu’à inscrire.',
    en: 'Order no. {id} paid: your new card is chosen below. All that is left is to enrol.',
  },
  'terms.card.loadError': { fr: 'Erreur lors du chargement de vos cartes', en: 'Could not load your cards' },
  'terms.done.enrolled': {
    fr: '{name} est inscrit(e) pour le trimestre : {count, plural, one {# séance payée} other {# séances payées}} sur la carte.',
    en: '{name} is enrolled for the term: {count, plural, one {# lesson paid} other {# lessons paid}} with the card.',
  },
  'terms.done.enrolledByOrder': {
    fr: '{name} est inscrit(e) pour le trimestre : {count, plural, one {# séance} other {# séances}}, réglées par la commande n° {id}.',
    en: '{name} is enrolled for the term: {count, plural, one {# lesson} other {# lessons}}, paid by order no. {id}.',
  },
  'terms.done.waiting': {
    fr: '{name} est sur la liste d’attente du trimestre, n° {position}. Aucune séance n’est payée tant qu’une place ne se libère pas.',
    en: '{name} is on the term’s waiting list, no. {position}. No lesson is paid until a place is freed.',
  },
});
