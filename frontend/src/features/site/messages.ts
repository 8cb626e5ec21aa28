import { defineMessages } from '../../i18n/define.ts';

/** The public site's own words; the content itself (titles, texts) comes from the server. */
export const siteMessages = defineMessages({
  // The public routes' titles, and the home page's words when its `accueil` page is missing.
  'pages.home.title': { fr: 'Accueil', en: 'Home' },
  'pages.home.heroTitle': { fr: 'Apprendre à nager, en toute confiance', en: 'Learn to swim, with confidence' },
  'pages.home.heroBody': {
    fr: "Des bébés nageurs aux adultes, nos maîtres-nageurs vous accompagnent en piscine, à domicile ou en visio.",
    en: 'From baby swimmers to adults, our instructors guide you at the pool, at home or by video.',
  },
  'pages.home.book': { fr: 'Trouver une piscine', en: 'Find a pool' },
  'pages.home.contact': { fr: 'Poser une question', en: 'Ask a question' },
  'pages.booking.title': { fr: 'Réserver', en: 'Book' },
  'pages.pools.title': { fr: 'Piscines et réservations', en: 'Pools and booking' },
  'pages.pool.title': { fr: 'Piscine', en: 'Pool' },
  'pages.childActivities.title': { fr: 'Activités enfants', en: "Children's activities" },
  'pages.adultActivities.title': { fr: 'Activités adultes', en: "Adults' activities" },
  'pages.activity.title': { fr: 'Activité', en: 'Activity' },
  'pages.blog.title': { fr: 'Blog', en: 'Blog' },
  'pages.homeLessons.title': { fr: 'Cours à domicile', en: 'Lessons at home' },
  'pages.visio.title': { fr: 'Cours en visio', en: 'Video lessons' },
  'pages.legal.title': { fr: 'Mentions légales', en: 'Legal notice' },
  'pages.terms.title': { fr: 'Conditions générales de vente', en: 'Terms of sale' },

  'site.meta.pools': {
    fr: 'Nos piscines en Île-de-France : adresses, bassins, horaires des cours et tarifs.',
    en: 'Our pools around Paris: addresses, pools, lesson times and prices.',
  },
  'site.meta.blog': { fr: 'Conseils de maîtres-nageurs et nouvelles de l’école Plouf.', en: 'Advice from our instructors and news from the Plouf swimming school.' },
  'site.home.pools': { fr: 'Nos piscines', en: 'Our pools' },
  'site.home.passes': { fr: 'Nos tarifs', en: 'Our prices' },
  'site.home.blog': { fr: 'Les dernières nouvelles', en: 'Latest news' },

  'site.section.seeAll': { fr: 'Tout voir', en: 'See all' },
  'site.section.allPosts': { fr: 'Tous les articles', en: 'All posts' },
  'site.section.gallery': { fr: 'En images', en: 'Pictures' },
  'site.section.passes': { fr: 'Tarifs', en: 'Prices' },
  'site.action.book': { fr: 'Réserver', en: 'Book' },

  'site.age.from': { fr: 'dès {age}', en: 'from {age}' },
  'site.price.from': { fr: 'à partir de', en: 'from' },
  'site.price.freeOffered': { fr: 'Forfait gratuit proposé', en: 'Free pass offered' },

  'site.activities.childrenIntro': {
    fr: 'Éveil aquatique, apprentissage et perfectionnement : une activité pour chaque âge, dès 6 mois.',
    en: 'Water discovery, learning and improving: an activity for every age, from 6 months.',
  },
  'site.activities.adultsIntro': {
    fr: "Vaincre l'appréhension de l'eau, apprendre ou se perfectionner, se remettre en forme : à votre rythme.",
    en: 'Overcome a fear of water, learn or improve, get fit: at your own pace.',
  },
  'site.activities.seeAdults': { fr: 'Voir les activités adultes', en: "See the adults' activities" },
  'site.activities.seeChildren': { fr: 'Voir les activités enfants', en: "See the children's activities" },
  'site.activity.none': { fr: 'Aucune activité pour le moment.', en: 'No activity yet.' },
  'site.activity.pools': { fr: 'Où pratiquer', en: 'Where to practise' },
  'site.activity.equipment': { fr: 'À prévoir', en: 'What to bring' },

  'site.pools.intro': {
    fr: 'Nos piscines partenaires, leurs créneaux de cours et leurs tarifs.',
    en: 'Our partner pools, their lesson times and their prices.',
  },
  'site.pools.filter': { fr: 'Activité', en: 'Activity' },
  'site.pools.allActivities': { fr: 'Toutes les activités', en: 'All activities' },
  'site.pools.noneForActivity': {
    fr: "Aucune piscine ne propose encore cette activité.",
    en: 'No pool offers this activity yet.',
  },
  'site.pool.none': { fr: 'Aucune piscine pour le moment.', en: 'No pool yet.' },
  'site.pool.homeLessons': { fr: 'À domicile', en: 'At home' },
  'site.pool.closures': { fr: 'Fermetures', en: 'Closures' },
  // A pool's closures declared by the desk (issue 23), on its page and on /reserver.
  'site.closure.title': { fr: '{count, plural, one {Fermeture prévue} other {Fermetures prévues}}', en: '{count, plural, one {Planned closure} other {Planned closures}}' },
  'site.closure.day': { fr: 'Le {date}', en: 'On {date}' },
  'site.closure.days': { fr: 'Du {from} au {to}', en: 'From {from} to {to}' },
  'site.closure.activity': { fr: 'cours <de>{activity}</de>', en: '{activity} lessons' },
  'site.closure.note': {
    fr: 'Aucun cours n’a lieu pendant une fermeture : les familles inscrites sont prévenues par mail et dédommagées (entrée rendue ou crédit de rattrapage).',
    en: 'No lesson takes place during a closure: the families booked are told by mail and made whole (the entry back or a make-up credit).',
  },
  'site.pool.address': { fr: 'Adresse', en: 'Address' },
  'site.pool.size': { fr: 'Bassin', en: 'Pool' },
  'site.pool.depth': { fr: 'Profondeur', en: 'Depth' },
  'site.pool.hours': { fr: 'Horaires', en: 'Opening hours' },
  'site.pool.access': { fr: 'Accès', en: 'Getting there' },
  'site.pool.map': { fr: 'Voir sur la carte', en: 'See on the map' },
  'site.pool.activities': { fr: 'Activités proposées', en: 'Activities' },
  'site.pool.timetable': { fr: 'Les cours de la semaine', en: 'Weekly lessons' },
  'site.pool.instructors': { fr: 'Vos maîtres-nageurs', en: 'Your instructors' },
  'site.pool.noInstructor': { fr: 'Équipe en cours de constitution.', en: 'The team is being formed.' },

  'site.timetable.none': { fr: 'Les créneaux seront bientôt publiés.', en: 'Lesson times will be published soon.' },
  'site.timetable.places': { fr: '{count, plural, one {# place} other {# places}}', en: '{count, plural, one {# spot} other {# spots}}' },
  'site.timetable.with': { fr: 'avec {name}', en: 'with {name}' },

  'site.pass.subscription': { fr: 'Abonnement', en: 'Subscription' },
  'site.pass.gift': { fr: 'Carte cadeau', en: 'Gift card' },
  'site.pass.giftFacts': { fr: 'Un code envoyé par e-mail, à offrir', en: 'A code sent by email, to give' },
  'site.pass.giftUse': { fr: 'Valable sur toute commande, sans date de fin', en: 'Valid on any order, with no end date' },
  'site.pass.card': { fr: 'Carte', en: 'Card' },
  'site.pass.entries': { fr: '{count, plural, one {# séance} other {# séances}}', en: '{count, plural, one {# session} other {# sessions}}' },
  'site.pass.weekly': { fr: 'Une séance par semaine', en: 'One session a week' },
  'site.pass.validity': { fr: 'Valable {count} mois', en: '{count, plural, one {Valid # month} other {Valid # months}}' },
  'site.pass.limit': { fr: '{count} par famille au plus', en: 'At most {count} per family' },
  'site.pass.none': { fr: 'Aucun tarif pour le moment.', en: 'No prices yet.' },

  'site.homeLessons.pools': { fr: 'Les secteurs couverts', en: 'Areas we cover' },
  'site.homeLessons.poolsIntro': {
    fr: 'Nos maîtres-nageurs se déplacent chez vous autour de ces piscines.',
    en: 'Our instructors come to your home around these pools.',
  },
  'site.homeLessons.none': { fr: 'Aucun secteur ouvert pour le moment.', en: 'No area open yet.' },
  'site.homeLessons.ask': { fr: 'Demander un cours à domicile', en: 'Ask for a lesson at home' },

  'site.blog.intro': { fr: 'Conseils, nouvelles des bassins et vie du club.', en: 'Tips, pool news and club life.' },
  'site.blog.none': { fr: 'Aucun article pour le moment.', en: 'No post yet.' },
  'site.blog.published': { fr: 'Publié le {date}', en: 'Published on {date}' },
  'site.blog.author': { fr: 'par {name}', en: 'by {name}' },
  'site.blog.draft': { fr: 'Brouillon', en: 'Draft' },
  'site.blog.back': { fr: 'Tous les articles', en: 'All posts' },

  'site.gallery.zoom': { fr: 'Agrandir : {name}', en: 'Enlarge: {name}' },

  'site.status.failedTitle': { fr: 'Cette page n’a pas pu être chargée', en: 'This page could not be loaded' },
  'site.status.failedBody': {
    fr: 'Vérifiez votre connexion puis réessayez.',
    en: 'Check your connection, then try again.',
  },
  'site.status.listFailed': { fr: 'Cette liste est indisponible pour le moment.', en: 'This list is not available right now.' },
});
