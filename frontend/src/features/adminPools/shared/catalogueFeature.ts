/**
 * What the four catalogue screens of the back-office (pools, activities, passes, MNS) share: each
 * feature words the same parts of its list and detail under its own namespace, so the shared
 * frames below ask for `adminPools.detail.save` or `adminPasses.detail.save` by feature.
 */
export type CatalogueFeature = 'adminPools' | 'adminActivities' | 'adminPasses' | 'adminMns';

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
