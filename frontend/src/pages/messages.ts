import { defineMessages } from '../i18n/define.ts';

export const pageMessages = defineMessages({
  'pages.home.title': { fr: 'Accueil', en: 'Home' },
  'pages.home.heroTitle': { fr: 'Apprendre à nager, en toute confiance', en: 'Learn to swim, with confidence' },
  'pages.home.heroBody': {
    fr: "Des bébés nageurs aux adultes, nos maîtres-nageurs vous accompagnent en piscine, à domicile ou en visio.",
    en: 'From baby swimmers to adults, our instructors guide you at the pool, at home or by video.',
  },
  'pages.home.book': { fr: 'Trouver une piscine', en: 'Find a pool' },
  'pages.home.contact': { fr: 'Poser une question', en: 'Ask a question' },
  'pages.home.explore': { fr: 'Découvrir nos activités', en: 'Explore our activities' },
  'pages.home.childrenBody': {
    fr: "Éveil aquatique, apprentissage et perfectionnement, dès le plus jeune âge.",
    en: 'Water discovery, learning and improving, from a very young age.',
  },
  'pages.home.adultsBody': {
    fr: "Vaincre l'appréhension de l'eau, apprendre ou se perfectionner à son rythme.",
    en: 'Overcome a fear of water, learn or improve at your own pace.',
  },
  'pages.home.poolsBody': { fr: 'Nos piscines partenaires et leurs créneaux.', en: 'Our partner pools and their time slots.' },
  'pages.home.homeLessonsBody': { fr: 'Un maître-nageur vient dans votre piscine.', en: 'An instructor comes to your own pool.' },
  'pages.home.visioBody': { fr: 'Des conseils et exercices à distance.', en: 'Advice and exercises, remotely.' },
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
});
