import { defineMessages } from '../../i18n/define.ts';

export const richTextMessages = defineMessages({
  'richText.toolbar.label': { fr: 'Mise en forme', en: 'Formatting' },
  'richText.toolbar.bold': { fr: 'Gras (Ctrl+B)', en: 'Bold (Ctrl+B)' },
  'richText.toolbar.italic': { fr: 'Italique (Ctrl+I)', en: 'Italic (Ctrl+I)' },
  'richText.toolbar.heading': { fr: 'Titre de niveau {count}', en: 'Heading level {count}' },
  'richText.toolbar.bulletList': { fr: 'Liste à puces', en: 'Bulleted list' },
  'richText.toolbar.orderedList': { fr: 'Liste numérotée', en: 'Numbered list' },
  'richText.toolbar.blockquote': { fr: 'Citation', en: 'Quote' },
  'richText.toolbar.link': { fr: 'Lien', en: 'Link' },
  'richText.toolbar.undo': { fr: 'Annuler (Ctrl+Z)', en: 'Undo (Ctrl+Z)' },
  'richText.toolbar.redo': { fr: 'Rétablir (Ctrl+Maj+Z)', en: 'Redo (Ctrl+Shift+Z)' },
  'richText.link.address': { fr: 'Adresse du lien', en: 'Link address' },
  'richText.link.placeholder': { fr: 'https://… ou /page-du-site', en: 'https://… or /site-page' },
  'richText.link.apply': { fr: 'Appliquer', en: 'Apply' },
  'richText.link.remove': { fr: 'Retirer le lien', en: 'Remove the link' },
  'richText.link.invalid': {
    fr: 'Entrez une adresse http(s) ou un chemin du site commençant par /',
    en: 'Enter an http(s) address or a site path starting with /',
  },
  'richText.editor.label': { fr: 'Texte', en: 'Text' },
});
