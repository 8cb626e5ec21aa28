import type { MailSkinView, MailTemplateView } from '../../../api/types.ts';
import { visibleRows, type ListState } from '../../../lib/listState.ts';
import { createPersistedStore } from '../../../lib/persistedStore.ts';

export type TemplateSortField = 'number' | 'label' | 'subject' | 'skin' | 'updated';
export const TEMPLATE_SORT_FIELDS: readonly TemplateSortField[] = ['number', 'label', 'subject', 'skin', 'updated'];

export type SkinSortField = 'name' | 'number' | 'usage' | 'updated';
export const SKIN_SORT_FIELDS: readonly SkinSortField[] = ['name', 'number', 'usage', 'updated'];

/** Spec §2: the mail templates' and skins' lists keep their search, sort field and direction. */
export const templateListStore = createPersistedStore<ListState<TemplateSortField>>('plouf.admin.mailTemplates', {
  search: '',
  sortField: 'number',
  descending: false,
});

export const skinListStore = createPersistedStore<ListState<SkinSortField>>('plouf.admin.mailSkins', {
  search: '',
  sortField: 'name',
  descending: false,
});

/** A template as its list shows it: with the words of the screen's language already chosen. */
export interface TemplateRow {
  template: MailTemplateView;
  /** The kind's label ("Mot de passe oublié"). */
  label: string;
  /** The French subject, the text the list shows whatever the screen's language. */
  subject: string;
  /** The skin's name, or what stands for a skin not found. */
  skin: string;
}

const text = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' });
// Never changed (null) sorts before any date.
const moment = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

const templateCompare: Record<TemplateSortField, (a: TemplateRow, b: TemplateRow) => number> = {
  number: (a, b) => a.template.id - b.template.id,
  label: (a, b) => text(a.label, b.label),
  subject: (a, b) => text(a.subject, b.subject),
  skin: (a, b) => text(a.skin, b.skin),
  updated: (a, b) => moment(a.template.updatedAt, b.template.updatedAt),
};

/**
 * The templates to show: the search looks in the number, kind name, label, subjects and skin.
 *
 * @example
 * visibleTemplates(rows, { search: 'newsletter', sortField: 'number', descending: false }) // kinds 11 and 12
 */
export function visibleTemplates(rows: readonly TemplateRow[], state: ListState<TemplateSortField>): TemplateRow[] {
  return visibleRows(rows, state, {
    searchText: (row) => [row.template.id, row.template.kind, row.label, row.skin, ...row.template.lgs.map((language) => language.libelle)].join(' '),
    compare: templateCompare,
    tieBreak: (a, b) => a.template.id - b.template.id,
  });
}

const skinCompare: Record<SkinSortField, (a: MailSkinView, b: MailSkinView) => number> = {
  name: (a, b) => text(a.libelle, b.libelle),
  number: (a, b) => a.id - b.id,
  usage: (a, b) => a.usedBy.length - b.usedBy.length,
  updated: (a, b) => moment(a.updatedAt, b.updatedAt),
};

/** The skins to show: those whose name or number contains the search. */
export function visibleSkins(skins: readonly MailSkinView[], state: ListState<SkinSortField>): MailSkinView[] {
  return visibleRows(skins, state, {
    searchText: (skin) => `${skin.id} ${skin.libelle}`,
    compare: skinCompare,
    tieBreak: (a, b) => a.id - b.id,
  });
}
