/**
 * The mail kinds (the spec's twelve, §9, the term's, running a term's, and progress's) and what each one's template may use: its variables, with
 * what they hold and an example, per language. The back-office lists them beside the editor, the
 * preview fills them with the examples, and a template is checked against them when saved: a
 * variable it names that the kind does not give is refused then, not found missing in a mail.
 * No schema library here: the front end imports this module as it is.
 */
import type { MailKindName } from './kinds.ts';

export type MailLanguage = 'fr' | 'en';
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['fr', 'en'];

type Text = Record<MailLanguage, string>;
type Sample = string | number | boolean | Record<string, string>[];

export interface MailVariable {
  name: string;
  /** What it holds, for the person editing. */
  about: Text;
  /** What the preview shows, and what a template is checked with. */
  sample: Record<MailLanguage, Sample>;
}

const v = (name: string, about: Text, sample: Sample | Record<MailLanguage, Sample>): MailVariable => ({
  name,
  about,
  sample: typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<MailLanguage, Sample>) : { fr: sample, en: sample },
});

const name = v('name', { fr: 'Le nom du destinataire (vide s’il est inconnu)', en: 'The recipient’s name (empty when unknown)' }, 'Léa Martin');
const link = v('link', { fr: 'Le lien à suivre', en: 'The link to follow' }, 'https://plouf.fr/create-password?key=exemple');
const validFor = v('validFor', { fr: 'Combien de temps le lien marche', en: 'How long the link works' }, { fr: '72 heures', en: '72 hours' });
const email = v('email', { fr: 'L’adresse du destinataire', en: 'The recipient’s address' }, 'lea.martin@example.fr');
const contactLink = v('contactLink', { fr: 'Le lien de la page contact', en: 'The contact page’s link' }, 'https://plouf.fr/contact');
const order = [
  v('orderId', { fr: 'Le numéro de la commande', en: 'The order’s number' }, 1042),
  v('total', { fr: 'Le total payé', en: 'The total paid' }, { fr: '154,50 €', en: '€154.50' }),
  v('ordersLink', { fr: 'Le lien des commandes de la famille', en: 'The family’s orders link' }, 'https://plouf.fr/profil/commandes'),
];
const lesson = [
  v('member', { fr: 'Le membre de la famille inscrit', en: 'The family member booked' }, 'Léo Martin'),
  v('activity', { fr: 'L’activité du cours', en: 'The lesson’s activity' }, 'Bébés nageurs'),
  v('pool', { fr: 'La piscine', en: 'The pool' }, 'Bassin du Canal'),
  v('start', { fr: 'Le début du cours', en: 'When the lesson starts' }, { fr: '28 novembre 2026 à 10:00', en: '28 November 2026 at 10:00' }),
  v('duration', { fr: 'La durée en minutes', en: 'The length in minutes' }, 45),
  v('cutoff', { fr: 'Jusqu’à quand annuler sans perdre l’entrée (vide sinon)', en: 'Until when a cancellation keeps the entry (empty otherwise)' }, {
    fr: '27 novembre 2026 à 10:00',
    en: '27 November 2026 at 10:00',
  }),
  v('bookingsLink', { fr: 'Le lien des réservations de la famille', en: 'The family’s bookings link' }, 'https://plouf.fr/profil/my-booking'),
  v('bookLink', { fr: 'Le lien pour réserver dans cette piscine', en: 'The link to book at this pool' }, 'https://plouf.fr/reserver?piscine=1'),
];
/** A yes-or-no; its example is true unless said (the preview shows the kind's usual case; the check flips each one). */
const flag = (key: string, fr: string, en: string, sample = true) => v(key, { fr, en }, sample);
const term = v('term', { fr: 'Le nom du trimestre', en: 'The term’s name' }, { fr: 'Trimestre 1', en: 'Term 1' });
/** A weekly slot, as the term's mails say it. */
const slot = [
  v('activity', { fr: 'L’activité du créneau', en: 'The slot’s activity' }, { fr: 'Apprentissage de la natation', en: 'Learning to swim' }),
  v('pool', { fr: 'La piscine', en: 'The pool' }, 'Bassin du Canal'),
  v('day', { fr: 'Le jour de la semaine', en: 'The day of the week' }, { fr: 'mercredi', en: 'Wednesday' }),
  v('time', { fr: 'L’heure du cours', en: 'The lesson’s time' }, '14:00'),
  v('slot', { fr: 'Le nom du créneau', en: 'The slot’s name' }, { fr: 'Mercredi 14h enfants', en: 'Wednesday 2pm children' }),
];
const termPlace = [
  term,
  v('member', { fr: 'L’enfant (ou le membre) inscrit', en: 'The child (or member) enrolled' }, 'Léo Martin'),
  ...slot,
  v('duration', { fr: 'La durée d’un cours en minutes', en: 'A lesson’s length in minutes' }, 45),
  v('lessons', { fr: 'Les cours du trimestre, chacun avec date (jour et heure, heure de Paris)', en: 'The term’s lessons, each with date (day and time, Paris time)' }, {
    fr: [{ date: 'mercredi 7 octobre 2026 à 14:00' }, { date: 'mercredi 14 octobre 2026 à 14:00' }],
    en: [{ date: 'Wednesday, 7 October 2026 at 14:00' }, { date: 'Wednesday, 14 October 2026 at 14:00' }],
  }),
  v('lessonCount', { fr: 'Combien de cours', en: 'How many lessons' }, 2),
  v('weeksPaid', { fr: 'Combien de cours la carte a payés (0 tant que l’enfant attend)', en: 'How many lessons the card paid (0 while the child waits)' }, 2),
  v('firstLesson', { fr: 'Le premier cours', en: 'The first lesson' }, { fr: 'mercredi 7 octobre 2026 à 14:00', en: 'Wednesday, 7 October 2026 at 14:00' }),
  v('bookingsLink', { fr: 'Le lien des réservations de la famille', en: 'The family’s bookings link' }, 'https://plouf.fr/profil/my-booking'),
  v('card', { fr: 'La carte qui paie les cours (le nom de son forfait ; vide si elle n’est pas connue)', en: 'The card paying the lessons (its pass’s name; empty when unknown)' }, { fr: 'Carte 10 séances enfants', en: 'Children’s 10-lesson card' }),
  flag('subscription', 'Vrai quand c’est un abonnement (une séance par semaine)', 'True when it is a subscription (one lesson a week)', false),
  v('amount', { fr: 'Ce que valent les entrées dépensées, au prix payé pour la carte (vide pour un abonnement ou une carte donnée à l’accueil)', en: 'What the entries spent are worth, at the price paid for the card (empty for a subscription or a card given at the desk)' }, {
    fr: '30 €',
    en: '€30',
  }),
];

/** A term enrolment stopped from a week, or a place on its waiting list left (issue 41). */
const termStop = [
  name,
  term,
  v('member', { fr: 'L’enfant (ou le membre) qui ne vient plus', en: 'The child (or member) who stops' }, 'Léo Martin'),
  ...slot,
  v('from', { fr: 'La première séance abandonnée (jour et heure, heure de Paris)', en: 'The first lesson given up (day and time, Paris time)' }, { fr: 'mercredi 20 janvier 2027 à 14:00', en: 'Wednesday, 20 January 2027 at 14:00' }),
  v('lessons', { fr: 'Les séances abandonnées, chacune avec date', en: 'The lessons given up, each with date' }, {
    fr: [{ date: 'mercredi 20 janvier 2027 à 14:00' }, { date: 'mercredi 27 janvier 2027 à 14:00' }],
    en: [{ date: 'Wednesday, 20 January 2027 at 14:00' }, { date: 'Wednesday, 27 January 2027 at 14:00' }],
  }),
  v('lessonCount', { fr: 'Combien de séances sont abandonnées', en: 'How many lessons are given up' }, 2),
  v('kept', { fr: 'Combien de séances d’avant restent réservées', en: 'How many earlier lessons stay booked' }, 3),
  flag('byFamily', 'Vrai quand la famille a arrêté', 'True when the family stopped it'),
  flag('byDesk', 'Vrai quand l’accueil a arrêté', 'True when the desk stopped it', false),
  flag('noEntry', 'Vrai quand la carte ne pouvait plus payer les séances', 'True when the card could no longer pay the lessons', false),
  flag('wasWaiting', 'Vrai quand l’enfant était sur la liste d’attente (rien n’était payé)', 'True when the child was on the waiting list (nothing was paid)', false),
  v('bookingsLink', { fr: 'Le lien des réservations de la famille (connecte la famille une fois)', en: 'The family’s bookings link (logs the family in once)' }, 'https://plouf.fr/profil/my-booking?key=exemple'),
  v('bookLink', { fr: 'Le lien pour choisir un autre créneau', en: 'The link to choose another slot' }, 'https://plouf.fr/reserver'),
];

/** What running a term's mails say (issue 23): the lesson, a make-up credit, a closure. */
const member = v('member', { fr: 'Le membre de la famille (souvent l’enfant)', en: 'The family member (often the child)' }, 'Léo Martin');
const lessonActivity = v('activity', { fr: 'L’activité du cours', en: 'The lesson’s activity' }, { fr: 'Bébés nageurs', en: 'Baby swimmers' });
const lessonPool = v('pool', { fr: 'La piscine', en: 'The pool' }, 'Bassin du Canal');
const lessonStart = v('start', { fr: 'Le début du cours (jour et heure, heure de Paris)', en: 'When the lesson starts (day and time, Paris time)' }, {
  fr: 'samedi 28 novembre 2026 à 10:00',
  en: 'Saturday, 28 November 2026 at 10:00',
});
const lessonDuration = v('duration', { fr: 'La durée en minutes', en: 'The length in minutes' }, 45);
const creditUntil = v('validUntil', { fr: 'Le dernier jour où le crédit réserve un cours', en: 'The last day the credit books a lesson' }, { fr: '26 janvier 2027', en: '26 January 2027' });
const creditsLink = v('creditsLink', { fr: 'Le lien du profil de la famille, où sont ses crédits (connecte la famille une fois)', en: 'The family’s profile link, where its credits are (logs the family in once)' }, 'https://plouf.fr/profil?key=exemple');
const bookAgain = v('bookLink', { fr: 'Le lien pour réserver un cours', en: 'The link to book a lesson' }, 'https://plouf.fr/reserver?piscine=1');

export const MAIL_VARIABLES: Record<MailKindName, MailVariable[]> = {
  CompteAjoute: [name, link, email, validFor],
  MembreFamilleAjoute: [name, link, email, validFor],
  ForgotPassword: [name, link, validFor],
  ChangePassword: [
    name,
    v('at', { fr: 'Quand le mot de passe a changé', en: 'When the password changed' }, { fr: '21 novembre 2026 à 14:30', en: '21 November 2026 at 14:30' }),
    flag('firstPassword', 'Vrai pour le premier mot de passe choisi', 'True for the first password chosen'),
    contactLink,
  ],
  CommandeValidee: [
    name,
    ...order,
    v('cards', { fr: 'Les cartes données, chacune avec libelle, entries, validUntil', en: 'The cards given, each with libelle, entries, validUntil' }, {
      fr: [{ libelle: 'Carte 10 séances enfants', entries: '10 entrées', validUntil: '23/11/2027' }],
      en: [{ libelle: 'Carte 10 séances enfants', entries: '10 entries', validUntil: '23/11/2027' }],
    }),
    v('invoiceLink', { fr: 'Le lien vers la commande et sa facture en PDF, après connexion (vide pour une commande gratuite, ou payée en plusieurs fois tant qu’elle ne l’est pas toute)', en: 'The link to the order and its invoice PDF, after logging in (empty for a free order, or one paid in parts until it is paid whole)' }, 'https://plouf.fr/profil/commandes?commande=1042'),
    flag('inParts', 'Vrai quand seul le premier versement d’un paiement en plusieurs fois est réglé', 'True when only the first part of a payment in parts is paid'),
    flag('byDebit', 'Vrai quand la commande se paie par prélèvement SEPA mensuel (mandat signé, prélèvements à venir)', 'True when the order is paid by monthly SEPA direct debit (mandate signed, debits to come)'),
    v('paidNow', { fr: 'Ce qui vient d’être payé (le premier versement, ou le total)', en: 'What was just paid (the first part, or the total)' }, { fr: '60,00 €', en: '€60.00' }),
  ],
  CommandeAnnulee: [name, ...order, flag('refunded', 'Vrai si la commande est remboursée', 'True when the order is refunded'), contactLink],
  InscriptionCours: [name, ...lesson, flag('makeup', 'Un rattrapage, payé par un crédit de rattrapage (pas par une entrée)', 'A make-up, paid by a make-up credit (not an entry)')],
  ListeAttenteCours: [
    name,
    ...lesson,
    flag('promoted', 'Vrai quand une place s’est libérée', 'True when a place came free'),
    v('position', { fr: 'Le rang sur la liste d’attente', en: 'The place on the waiting list' }, 2),
  ],
  AnnulationCours: [
    name,
    ...lesson,
    flag('byFamily', 'Annulé par la famille', 'Cancelled by the family'),
    flag('byDesk', 'Annulé par l’accueil', 'Cancelled by the desk'),
    flag('courseCancelled', 'Le cours lui-même est annulé', 'The lesson itself is cancelled'),
    v('cancelReason', { fr: 'Le motif donné par l’école quand elle annule le cours (vide sinon)', en: 'The reason the school gave when it cancelled the lesson (empty otherwise)' }, {
      fr: 'Bassin fermé pour travaux',
      en: 'Pool closed for works',
    }),
    flag('noEntry', 'Plus d’entrée valable', 'No valid entry left'),
    flag('cardRevoked', 'La carte qui payait a été reprise (commande remboursée)', 'The card that paid was taken back (order refunded)'),
    flag('wasWaiting', 'C’était une place en liste d’attente', 'It was a place on the waiting list'),
    flag('refund', 'L’entrée est rendue', 'The entry is given back'),
    flag('late', 'Annulé après l’heure limite', 'Cancelled after the cut-off'),
    flag('absence', 'La famille a déclaré une absence (avec refund : l’entrée est rendue ; avec late : rien n’est rendu)', 'The family declared an absence (with refund: the entry is given back; with late: nothing is)'),
    flag('makeup', 'C’était un rattrapage : c’est le crédit de rattrapage qui est rendu, pas une entrée', 'It was a make-up: the make-up credit is given back, not an entry'),
  ],
  Message: [
    name,
    v('title', { fr: 'Le titre du message, écrit par l’équipe', en: 'The message’s title, written by the team' }, { fr: 'Stages de Noël', en: 'Christmas courses' }),
    v('message', { fr: 'Le texte du message écrit par l’équipe', en: 'The message written by the team' }, { fr: '<p>Les inscriptions aux stages de Noël sont ouvertes !</p>', en: '<p>Christmas courses are open for booking!</p>' }),
    v('messageText', { fr: 'Le même texte, sans mise en forme (pour la version texte)', en: 'The same text, unformatted (for the text version)' }, {
      fr: 'Les inscriptions aux stages de Noël sont ouvertes !',
      en: 'Christmas courses are open for booking!',
    }),
    v('unsubscribeLink', { fr: 'Le lien pour ne plus recevoir la newsletter (vide hors newsletter)', en: 'The link to leave the newsletter (empty outside it)' }, 'https://plouf.fr/?desinscription=exemple'),
  ],
  InscriptionNewsletter: [name, link, v('unsubscribeLink', { fr: 'Le lien pour ne plus rien recevoir', en: 'The link to receive nothing more' }, 'https://plouf.fr/?desinscription=exemple')],
  DesinscriptionNewsLetter: [name, email, v('siteLink', { fr: 'Le lien du site', en: 'The site’s link' }, 'https://plouf.fr/')],
  ReinscriptionTrimestre: [
    name,
    term,
    v('opensAt', { fr: 'L’ouverture des inscriptions à tous (heure de Paris)', en: 'When enrolment opens to everyone (Paris time)' }, {
      fr: '5 septembre 2026 à 09:00',
      en: '5 September 2026 at 09:00',
    }),
    v(
      'children',
      {
        fr: 'Les enfants à réinscrire, chacun avec member, day, time, activity, pool, slot et link (le lien qui le réinscrit en un clic)',
        en: 'The children to enrol again, each with member, day, time, activity, pool, slot and link (the link that enrols them again in one click)',
      },
      {
        fr: [{ member: 'Léo Martin', day: 'mercredi', time: '14:00', activity: 'Apprentissage de la natation', pool: 'Bassin du Canal', slot: 'Mercredi 14h enfants', link: 'https://plouf.fr/profil/reinscription/4?membre=12&creneau=3&piscine=1' }],
        en: [{ member: 'Léo Martin', day: 'Wednesday', time: '14:00', activity: 'Learning to swim', pool: 'Bassin du Canal', slot: 'Wednesday 2pm children', link: 'https://plouf.fr/profil/reinscription/4?membre=12&creneau=3&piscine=1' }],
      },
    ),
    v('bookLink', { fr: 'Le lien pour choisir un autre créneau', en: 'The link to choose another slot' }, 'https://plouf.fr/reserver'),
  ],
  InscriptionTrimestre: [name, ...termPlace, flag('moved', 'Vrai quand l’accueil a changé l’enfant de créneau', 'True when the desk moved the child to another slot')],
  ListeAttenteTrimestre: [
    name,
    ...termPlace,
    flag('promoted', 'Vrai quand une place s’est libérée pour le reste du trimestre', 'True when a place came free for the rest of the term'),
    v('position', { fr: 'Le rang sur la liste d’attente (0 une fois la place obtenue)', en: 'The place on the waiting list (0 once the place is given)' }, 2),
  ],
  RappelCours: [
    name,
    member,
    lessonActivity,
    lessonPool,
    v('address', { fr: 'L’adresse de la piscine (vide si elle n’est pas connue)', en: 'The pool’s address (empty when unknown)' }, '12 rue de l’Écluse, 75010 Paris'),
    lessonStart,
    lessonDuration,
    v('cutoff', { fr: 'Jusqu’à quand une absence déclarée rend l’entrée (ou donne un crédit)', en: 'Until when an absence declared gives the entry back (or a credit)' }, {
      fr: '27 novembre 2026 à 10:00',
      en: '27 November 2026 at 10:00',
    }),
    flag('cutoffPassed', 'Vrai quand l’heure limite est déjà passée : une absence libère la place sans rien rendre', 'True when the cut-off has passed: an absence frees the place, nothing comes back', false),
    v('bookingsLink', { fr: 'Le lien des réservations de la famille, pour annuler ou déclarer une absence (connecte la famille une fois)', en: 'The family’s bookings link, to cancel or declare an absence (logs the family in once)' }, 'https://plouf.fr/profil/my-booking?key=exemple'),
  ],
  CreditRattrapage: [
    name,
    member,
    flag('absence', 'Donné pour une absence déclarée à l’avance', 'Given for an absence declared ahead', false),
    flag('courseCancelled', 'Donné parce que l’école a annulé le cours', 'Given because the school cancelled the lesson'),
    flag('desk', 'Donné par l’accueil', 'Given by the front desk', false),
    v('activity', { fr: 'L’activité du cours rattrapé (vide quand l’accueil le donne)', en: 'The activity of the lesson made up for (empty when given by the desk)' }, { fr: 'Bébés nageurs', en: 'Baby swimmers' }),
    v('pool', { fr: 'La piscine du cours rattrapé (vide quand l’accueil le donne)', en: 'The pool of the lesson made up for (empty when given by the desk)' }, 'Bassin du Canal'),
    v('start', { fr: 'Le cours rattrapé (vide quand l’accueil le donne)', en: 'The lesson made up for (empty when given by the desk)' }, { fr: 'samedi 28 novembre 2026 à 10:00', en: 'Saturday, 28 November 2026 at 10:00' }),
    v('note', { fr: 'Le motif : celui de l’annulation par l’école, ou le mot de l’accueil (vide sinon)', en: 'The reason: the school’s for the cancellation, or the desk’s note (empty otherwise)' }, {
      fr: 'Maître-nageur absent',
      en: 'Instructor away',
    }),
    creditUntil,
    creditsLink,
    bookAgain,
  ],
  CreditExpire: [
    name,
    member,
    creditUntil,
    v('daysLeft', { fr: 'Combien de jours il reste, avec l’unité (« 7 jours »)', en: 'How many days are left, written out (“7 days”)' }, { fr: '7 jours', en: '7 days' }),
    creditsLink,
    v('bookLink', { fr: 'Le lien pour réserver un cours', en: 'The link to book a lesson' }, 'https://plouf.fr/reserver'),
  ],
  OffrePlace: [
    name,
    member,
    lessonActivity,
    lessonPool,
    lessonStart,
    lessonDuration,
    v('until', { fr: 'Jusqu’à quand la place est gardée (heure de Paris)', en: 'Until when the place is held (Paris time)' }, { fr: '26 novembre 2026 à 22:00', en: '26 November 2026 at 22:00' }),
    flag('expired', 'Vrai quand l’offre n’a pas eu de réponse à temps : le membre quitte la liste d’attente', 'True when the offer was not answered in time: the member leaves the waiting list', false),
    v('bookingsLink', { fr: 'Le lien des réservations de la famille, pour accepter ou refuser (connecte la famille une fois)', en: 'The family’s bookings link, to accept or decline (logs the family in once)' }, 'https://plouf.fr/profil/my-booking?key=exemple'),
    bookAgain,
  ],
  FermetureCours: [
    name,
    member,
    lessonActivity,
    lessonPool,
    lessonStart,
    v('from', { fr: 'Le premier jour de la fermeture', en: 'The closure’s first day' }, { fr: 'lundi 21 décembre 2026', en: 'Monday, 21 December 2026' }),
    v('to', { fr: 'Le dernier jour de la fermeture', en: 'The closure’s last day' }, { fr: 'dimanche 3 janvier 2027', en: 'Sunday, 3 January 2027' }),
    v('days', { fr: 'Les jours de la fermeture, en une phrase (« du … au … », ou « le … » pour un seul jour)', en: 'The closure’s days, as a phrase (“from … to …”, or “on …” for one day)' }, {
      fr: 'du lundi 21 décembre 2026 au dimanche 3 janvier 2027',
      en: 'from Monday, 21 December 2026 to Sunday, 3 January 2027',
    }),
    v('reason', { fr: 'Le motif de la fermeture, dans la langue du lecteur', en: 'Why the pool closes, in the reader’s language' }, { fr: 'Vidange annuelle du bassin', en: 'The pool’s yearly draining' }),
    flag('credit', 'Un crédit de rattrapage est donné (jusqu’à validUntil)', 'A make-up credit is given (until validUntil)'),
    v('validUntil', { fr: 'Le dernier jour où le crédit réserve un cours (vide sans crédit)', en: 'The last day the credit books a lesson (empty without a credit)' }, { fr: '26 janvier 2027', en: '26 January 2027' }),
    flag('refund', 'L’entrée est rendue à la carte', 'The entry is back on the card', false),
    flag('makeup', 'C’était un rattrapage : son crédit est rendu', 'It was a make-up: its credit is given back', false),
    flag('wasWaiting', 'Le membre était sur la liste d’attente (rien à rendre)', 'The member was on the waiting list (nothing to give back)', false),
    bookAgain,
  ],
  NiveauValide: [
    name,
    v('member', { fr: 'L’enfant (ou le membre) qui a validé le niveau', en: 'The child (or member) who passed the level' }, 'Léo Martin'),
    v('level', { fr: 'Le niveau validé, dans la langue du lecteur', en: 'The level passed, in the reader’s language' }, { fr: 'Têtard', en: 'Tadpole' }),
    v('activity', { fr: 'L’activité du niveau', en: 'The level’s activity' }, { fr: 'Apprentissage de la natation', en: 'Learning to swim' }),
    v('nextLevel', { fr: 'Le niveau suivant, sur lequel l’enfant travaille maintenant (vide après le dernier)', en: 'The next level, the one the child works on now (empty after the last)' }, { fr: 'Grenouille', en: 'Frog' }),
    v('evaluator', { fr: 'Le maître-nageur qui a validé le niveau (ou l’accueil)', en: 'The instructor who passed the level (or the desk)' }, 'Marc Dupont'),
    v('date', { fr: 'Le jour où le niveau a été validé', en: 'The day the level was passed' }, { fr: '28 novembre 2026', en: '28 November 2026' }),
    v('reportLink', { fr: 'Le lien du profil de la famille, où est le carnet de progression (connecte la famille une fois)', en: 'The family’s profile link, where the report card is (logs the family in once)' }, 'https://plouf.fr/profil?key=exemple'),
    v('certificateName', { fr: 'Le nom du certificat en PDF joint au mail', en: 'The name of the PDF certificate attached to the mail' }, { fr: 'certificat-tetard-leo-martin.pdf', en: 'certificate-tadpole-leo-martin.pdf' }),
  ],
  ArretTrimestre: termStop,
  VersementRefuse: [
    name,
    v('orderId', { fr: 'Le numéro de la commande', en: 'The order’s number' }, 1042),
    v('part', { fr: 'Le numéro du versement refusé', en: 'The number of the instalment declined' }, 2),
    v('count', { fr: 'Le nombre de versements', en: 'How many instalments' }, 3),
    v('amount', { fr: 'Le montant du versement', en: 'The instalment’s amount' }, { fr: '60,00 €', en: '€60.00' }),
    v('reason', { fr: 'Pourquoi la banque a refusé', en: 'Why the bank declined it' }, { fr: 'Carte refusée', en: 'Card declined' }),
    flag('byDebit', 'Vrai pour un prélèvement SEPA rejeté par la banque (pas la carte enregistrée)', 'True for a SEPA debit refused by the bank (not the card kept)'),
    v('retryOn', { fr: 'Le jour du prochain essai sur la carte (vide si c’était le dernier)', en: 'The day the card is tried again (empty after the last try)' }, { fr: '4 janvier 2027', en: '4 January 2027' }),
    v('payLink', { fr: 'Le lien pour payer ce versement soi-même (connecte la famille une fois)', en: 'The link to pay this instalment oneself (logs the family in once)' }, 'https://plouf.fr/profil/commandes?commande=1042&key=exemple'),
    contactLink,
  ],
  PaiementTermine: [
    name,
    v('orderId', { fr: 'Le numéro de la commande', en: 'The order’s number' }, 1042),
    v('total', { fr: 'Le total de la commande, désormais payé', en: 'The order’s total, now paid' }, { fr: '150,01 €', en: '€150.01' }),
    v('count', { fr: 'Le nombre de versements', en: 'How many instalments' }, 3),
    v('invoiceLink', { fr: 'Le lien vers la commande et sa facture en PDF (connecte la famille une fois)', en: 'The link to the order and its invoice PDF (logs the family in once)' }, 'https://plouf.fr/profil/commandes?commande=1042&key=exemple'),
    contactLink,
  ],
  CarteCadeau: [
    name,
    v('orderId', { fr: 'Le numéro de la commande qui les a achetées', en: 'The number of the order that bought them' }, 1042),
    v('total', { fr: 'Ce que valent les cartes ensemble', en: 'What the cards are worth together' }, { fr: '50 €', en: '€50' }),
    v('cards', { fr: 'Les cartes, chacune avec code et value', en: 'The cards, each with code and value' }, {
      fr: [{ code: 'K7QM-3XRT-9WPA', value: '50 €' }],
      en: [{ code: 'K7QM-3XRT-9WPA', value: '€50' }],
    }),
    v('ordersLink', { fr: 'Le lien vers les commandes et leurs cartes cadeaux (connecte la famille une fois)', en: 'The link to the orders and their gift cards (logs the family in once)' }, 'https://plouf.fr/profil/commandes?commande=1042&key=exemple'),
    contactLink,
  ],
};

/** What a skin may use around the body, for every kind. */
export const SKIN_VARIABLES: MailVariable[] = [
  v('body', { fr: 'Le corps du mail, déjà écrit (à placer avec trois accolades : {{{body}}})', en: 'The mail’s body, already written (place it with three braces: {{{body}}})' }, '<p>Bonjour Léa Martin,</p><p>…</p>'),
  v('subject', { fr: 'Le sujet du mail', en: 'The mail’s subject' }, { fr: 'Votre réservation est confirmée', en: 'Your booking is confirmed' }),
  v('preheader', { fr: 'Le résumé montré par les messageries', en: 'The summary mail clients show' }, { fr: 'Rendez-vous samedi au bassin.', en: 'See you on Saturday at the pool.' }),
  v('lang', { fr: 'La langue du mail (fr ou en)', en: 'The mail’s language (fr or en)' }, { fr: 'fr', en: 'en' }),
  v('publicUrl', { fr: 'L’adresse du site', en: 'The site’s address' }, 'https://plouf.fr'),
  v('siteName', { fr: 'Le nom de domaine du site', en: 'The site’s domain name' }, 'plouf.fr'),
];

/** The examples of a kind's variables, as a template sees them. */
export function sampleVariables(kind: MailKindName, language: MailLanguage): Record<string, Sample> {
  return Object.fromEntries(MAIL_VARIABLES[kind].map((variable) => [variable.name, variable.sample[language]]));
}

export function sampleFrame(language: MailLanguage): Record<string, Sample> {
  return Object.fromEntries(SKIN_VARIABLES.map((variable) => [variable.name, variable.sample[language]]));
}
