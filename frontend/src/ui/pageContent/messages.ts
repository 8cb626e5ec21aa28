import { defineMessages } from '../../i18n/define.ts';

export const pageContentMessages = defineMessages({
  'pageContent.field.title': { fr: 'Titre', en: 'Title' },
  'pageContent.field.baseline': { fr: 'Accroche', en: 'Tagline' },
  'pageContent.field.subTitle': { fr: 'Sous-titre', en: 'Subtitle' },
  'pageContent.field.hat': { fr: 'Chapeau', en: 'Lead paragraph' },
  'pageContent.field.metaTitle': { fr: 'Titre pour les moteurs de recherche', en: 'Title for search engines' },
  'pageContent.field.metaDesc': { fr: 'Description pour les moteurs de recherche', en: 'Description for search engines' },
  'pageContent.field.slug': { fr: 'Adresse de la page (slug)', en: 'Page address (slug)' },
  'pageContent.field.body': { fr: 'Texte de la page', en: 'Page text' },
  'pageContent.help.hat': {
    fr: 'Quelques lignes en tête de page, avant le texte.',
    en: 'A few lines at the top of the page, before the text.',
  },
  'pageContent.help.metaTitle': {
    fr: '{count} caractères, environ 60 conseillés',
    en: '{count} characters, about 60 advised',
  },
  'pageContent.help.metaDesc': {
    fr: '{count} caractères, environ 160 conseillés',
    en: '{count} characters, about 160 advised',
  },
  'pageContent.help.slug': {
    fr: 'Minuscules sans accents, mots séparés par des tirets. Déduite du titre tant que vous ne la modifiez pas.',
    en: 'Lower case without accents, words joined by dashes. Made from the title until you change it.',
  },
  'pageContent.help.slugManual': {
    fr: 'Minuscules sans accents, mots séparés par des tirets.',
    en: 'Lower case without accents, words joined by dashes.',
  },
  'pageContent.slug.fromTitle': { fr: 'Reprendre le titre', en: 'Use the title' },
  'pageContent.slug.invalid': {
    fr: 'Seulement des minuscules, des chiffres et des tirets entre les mots',
    en: 'Only lower-case letters, digits and dashes between words',
  },
  'pageContent.section.seo': { fr: 'Référencement', en: 'Search engines' },
  'pageContent.body.placeholder': { fr: 'Rédigez le texte de la page…', en: 'Write the page text…' },
});
