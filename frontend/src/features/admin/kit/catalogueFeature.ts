import type { MessageId } from '../../../i18n/catalogues.ts';

/**
 * The back-office screens built on this folder's frames (pools, activities, passes, MNS, pages,
 * blog): each feature words the same parts of its list and detail under its own namespace, so the
 * shared frames ask for `adminPools.detail.save` or `adminBlog.detail.save` by feature.
 */
export type CatalogueFeature = 'adminPools' | 'adminActivities' | 'adminPasses' | 'adminMns' | 'adminPages' | 'adminBlog';

export type CatalogueKey =
  | 'list.title'
  | 'list.count'
  | 'list.search'
  | 'list.new'
  | 'empty.none'
  | 'empty.search'
  | 'detail.title'
  | 'detail.newTitle'
  | 'detail.back'
  | 'detail.save'
  | 'detail.delete'
  | 'detail.confirmDelete'
  | 'detail.notFound'
  | 'detail.saved'
  | 'detail.deleted'
  | 'error.load'
  | 'error.loadOne'
  | 'error.save'
  | 'error.delete';

/**
 * The id of a feature's message; the type check fails when a feature lacks one of the keys.
 *
 * @example
 * intl.formatMessage({ id: featureMessage('adminPools', 'detail.saved') });
 */
export const featureMessage = <Key extends CatalogueKey>(feature: CatalogueFeature, key: Key) => `${feature}.${key}` as `${CatalogueFeature}.${Key}`;

/** The fields a feature's list sorts by: those it words as `<feature>.sort.<field>`. */
export type SortField<Feature extends CatalogueFeature> = MessageId extends infer Id ? (Id extends `${Feature}.sort.${infer Field}` ? Field : never) : never;

/**
 * The id of a sort field's label.
 *
 * @example
 * intl.formatMessage({ id: sortMessage('adminPasses', 'price') }); // "Prix"
 */
export const sortMessage = <Feature extends CatalogueFeature>(feature: Feature, field: SortField<Feature>) => `${feature}.sort.${field}` as MessageId;
