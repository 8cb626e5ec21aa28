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
