import { defineMessages } from '../../../i18n/define.ts';

export const adminMediaMessages = defineMessages({
  'adminMedia.list.title': { fr: 'Médias', en: 'Media' },
  'adminMedia.list.count': {
    fr: '{count, plural, =0 {Aucune image utilisée} one {# image utilisée} other {# images utilisées}}',
    en: '{count, plural, =0 {No image in use} one {# image in use} other {# images in use}}',
  },
  'adminMedia.list.search': { fr: 'Rechercher un titre, un fichier ou une fiche', en: 'Search a title, a file or a record' },
  'adminMedia.list.intro': {
    fr: 'Toutes les images utilisées par les piscines, activités, MNS, pages et articles. Pour ajouter une image, envoyez-la depuis la fiche qui l’utilise : chaque fiche a sa carte d’images.',
    en: 'Every image used by the pools, activities, instructors, pages and posts. To add an image, upload it from the record that uses it: each record has its own image card.',
  },
  'adminMedia.sort.recent': { fr: 'Date d’envoi', en: 'Upload date' },
  'adminMedia.sort.title': { fr: 'Titre', en: 'Title' },
  'adminMedia.sort.size': { fr: 'Poids', en: 'File size' },
  'adminMedia.sort.uses': { fr: 'Utilisations', en: 'Uses' },
  'adminMedia.empty.none': { fr: "Aucune image n'est encore utilisée", en: 'No image is used yet' },
  'adminMedia.empty.search': { fr: 'Aucune image ne correspond à la recherche', en: 'No image matches the search' },
  'adminMedia.uses.title': { fr: 'Utilisée par', en: 'Used by' },
  'adminMedia.kind.pool': { fr: 'Piscine', en: 'Pool' },
  'adminMedia.kind.activity': { fr: 'Activité', en: 'Activity' },
  'adminMedia.kind.instructor': { fr: 'MNS', en: 'Instructor' },
  'adminMedia.kind.page': { fr: 'Page', en: 'Page' },
  'adminMedia.kind.blog': { fr: 'Article', en: 'Post' },
  'adminMedia.action.edit': { fr: 'Modifier le titre', en: 'Edit the title' },
  'adminMedia.partial.title': { fr: 'Liste incomplète', en: 'Incomplete list' },
  'adminMedia.partial.body': {
    fr: 'Certaines fiches n’ont pas pu être chargées : leurs images manquent ici.',
    en: 'Some records could not be loaded: their images are missing here.',
  },
  'adminMedia.error.load': { fr: 'Erreur lors du chargement des médias', en: 'Error while loading the media' },
});
