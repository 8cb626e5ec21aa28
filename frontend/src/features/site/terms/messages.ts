import { defineMessages } from '../../../i18n/define.ts';

/** The term's section of /reserver and of the pool and activity pages (public pages: the public catalogue). */
export const termSlotMessages = defineMessages({
  'terms.section.title': { fr: 'Inscription au trimestre', en: 'Term enrolment' },
  'terms.section.intro': {
    fr: 'Une place chaque semaine pour tout le trimestre : une seule inscription réserve et paie toutes les séances du créneau.',
    en: 'A place every week for the whole term: one enrolment books and pays every lesson of the slot.',
  },
  'terms.section.days': { fr: 'Du {from} au {until}', en: 'From {from} to {until}' },
  'terms.section.none': { fr: 'Aucun trimestre à venir pour le moment.', en: 'No term coming for now.' },
  'terms.section.noSlot': { fr: 'Aucun créneau pour ce trimestre ici.', en: 'No slot for this term here.' },
  'terms.section.loadError': { fr: 'Erreur lors du chargement du trimestre', en: 'Could not load the term' },
  'terms.phase.closedPriority': {
    fr: 'Inscriptions ouvertes le {priorityDate} à {priorityTime} (heure de Paris) pour les familles déjà inscrites au trimestre précédent, puis à tous le {date} à {time}.',
    en: 'Enrolment opens on {priorityDate} at {priorityTime} (Paris time) for families enrolled in the previous term, then to everyone on {date} at {time}.',
  },
  'terms.phase.closed': { fr: 'Inscriptions ouvertes le {date} à {time} (heure de Paris).', en: 'Enrolment opens on {date} at {time} (Paris time).' },
  'terms.phase.priority': {
    fr: 'Inscriptions réservées aux familles déjà inscrites au trimestre précédent jusqu’au {date} à {time} (heure de Paris), puis ouvertes à tous.',
    en: 'Enrolment is for families enrolled in the previous term until {date} at {time} (Paris time), then open to everyone.',
  },
  'terms.phase.open': { fr: 'Inscriptions ouvertes.', en: 'Enrolment is open.' },
  'terms.phase.ended': { fr: 'Ce trimestre est terminé.', en: 'This term is over.' },
  'terms.slot.when': { fr: '{weekday} à {time}', en: '{weekday} at {time}' },
  'terms.slot.instructor': { fr: 'avec {name}', en: 'with {name}' },
  'terms.slot.lessons': { fr: '{count, plural, =0 {Plus de séance} one {# séance restante} other {# séances restantes}}', en: '{count, plural, =0 {No lesson left} one {# lesson left} other {# lessons left}}' },
  'terms.slot.places': {
    fr: '{count, plural, one {# place pour le trimestre} other {# places pour le trimestre}} (sur {capacity})',
    en: '{count, plural, one {# place left for the term} other {# places left for the term}} (of {capacity})',
  },
  'terms.slot.full': {
    fr: '{count, plural, =0 {Complet — liste d’attente ouverte} other {Complet — # en liste d’attente}}',
    en: '{count, plural, =0 {Full — waiting list open} other {Full — # on the waiting list}}',
  },
  'terms.slot.price': { fr: '{price} le trimestre', en: '{price} for the term' },
  'terms.slot.prorated': { fr: '{price} pour les séances restantes ({amount} le trimestre)', en: '{price} for the lessons left ({amount} for the term)' },
  'terms.slot.enrol': { fr: 'Inscrire', en: 'Enrol' },
  'terms.slot.join': { fr: 'Liste d’attente', en: 'Waiting list' },
  'terms.slot.opensOn': { fr: 'Ouvre le {date} à {time}', en: 'Opens on {date} at {time}' },
  'terms.slot.noLesson': { fr: 'Plus de séance à venir', en: 'No lesson to come' },
  'terms.choice.label': { fr: 'Trimestres proposés', en: 'Terms on offer' },
  'terms.choice.days': { fr: 'Du {from} au {until}', en: 'From {from} to {until}' },
  'terms.choice.open': { fr: 'Inscriptions ouvertes', en: 'Enrolment open' },
  'terms.choice.priority': { fr: 'Familles déjà inscrites jusqu’au {date} à {time}', en: 'Current families until {date} at {time}' },
  'terms.slot.noFamily': { fr: 'Ce compte n’a pas de famille : il ne peut pas inscrire.', en: 'This account has no family: it cannot enrol.' },
});
