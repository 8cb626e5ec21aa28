import { activityDecider, documentDecider, mediaDecider, mediaSlug, nextMediaId, slugDecider, slugStream } from '@plouf/command-api';
import { DEFAULT_MEDIA_ID, KIND_MODEL, activityStream, documentStream, mediaStream, upcastActivityEvent, type ActivityCreated, type DocumentFieldsOf, type DocumentKind } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand, type EventMetadata } from '@plouf/infra';
import type { Platform } from '../platform.ts';
import { DEMO_ACTIVITIES, DEMO_MNS, DEMO_PAGES, DEMO_PASSES, DEMO_POOLS, DEMO_POSTS } from './content.ts';
import { ACTIVITIES_EN, MNS_EN, PAGES_EN, PASSES_EN, POOLS_EN, POSTS_EN } from './english.ts';
import { demoImage, noImage, type Theme } from './images.ts';

const meta = (now: Date): EventMetadata => ({ correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now.toISOString() });

/** Stores an image's bytes and records its upload, as POST /Media/upload does. */
async function recordImage(platform: Platform, image: { mediaId: number; title: string; fileName: string; slug: string; bytes: Buffer; ext: string; mime: string; width: number; height: number }, now: Date) {
  const { bytes, ...fields } = image;
  const sha256 = await platform.blobs.put(bytes, image.mime);
  await handleCommand(platform.store, mediaStream(image.mediaId), mediaDecider, { type: 'RecordUpload', data: { ...fields, copyright: 'Plouf', size: bytes.byteLength, sha256, now: now.toISOString() } }, meta(now));
  return image.mediaId;
}

/** The default image, media 1, served at /images/01/no-image.png: recorded once per event store. */
export async function ensureDefaultImage(platform: Platform, now = new Date()) {
  if ((await platform.store.readStream(mediaStream(DEFAULT_MEDIA_ID))).length > 0) return;
  await recordImage(platform, { mediaId: DEFAULT_MEDIA_ID, title: 'Image par défaut', fileName: 'no-image.png', slug: 'no-image', bytes: await noImage(), ext: '.png', mime: 'image/png', width: 800, height: 600 }, now);
}

async function illustration(platform: Platform, title: string, theme: Theme, seed: number, now: Date) {
  const mediaId = await nextMediaId((name) => platform.ids.next(name));
  const [width, height] = theme === 'portrait' ? [600, 600] : [1200, 800];
  const slug = mediaSlug(title, mediaId);
  return recordImage(platform, { mediaId, title, fileName: `${slug}.jpg`, slug, bytes: await demoImage(theme, seed), ext: '.jpg', mime: 'image/jpeg', width, height }, now);
}

/** Adds a document as POST does: its slug claimed first (slug streams), then its event. */
async function add<K extends DocumentKind>(platform: Platform, kind: K, idName: string, fields: DocumentFieldsOf[K], now: Date) {
  const id = await platform.ids.next(idName);
  const readModel = KIND_MODEL[kind];
  const slug = (fields as { content?: { slug: string } }).content?.slug;
  if (slug) await handleCommand(platform.store, slugStream(readModel, slug), slugDecider, { type: 'ClaimSlug', data: { readModel, slug, id, now: now.toISOString() } }, meta(now));
  await handleCommand(platform.store, documentStream(kind, id), documentDecider(kind), { type: 'Add', data: { id, fields, now: now.toISOString() } }, meta(now));
  return id;
}

/** Activities recorded before the catalogue could be edited (legacy `ActivityCreated`), by slug. */
async function legacyActivities(platform: Platform): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const event of await platform.store.readAll()) {
    if (event.type === 'ActivityCreated') {
      const added = upcastActivityEvent({ type: 'ActivityCreated', data: event.data } as ActivityCreated);
      found.set(added.data.fields.content.slug, added.data.id);
    }
  }
  return found;
}

/**
 * The demo catalogue: activities with images and pages, MNS, pools with lesson templates, passes,
 * the public pages and a few blog posts (one a draft), most with their English (english.ts).
 * Activities an earlier version of the demo recorded are completed rather than added twice. A
 * marker stream makes it happen once; the activities' ids by slug are returned when it happens.
 */
export async function seedCatalogue(platform: Platform, now = new Date()): Promise<Map<string, number>> {
  const marker = 'seed-demo-catalogue';
  if ((await platform.store.readStream(marker)).length > 0) return new Map();
  const activityIds = await legacyActivities(platform);

  for (const [index, { theme, ...french }] of DEMO_ACTIVITIES.entries()) {
    const activity = { ...french, translations: ACTIVITIES_EN[french.content.slug] ?? {} };
    const imageIds = [await illustration(platform, activity.libelle, theme, index + 1, now)];
    const existing = activityIds.get(activity.content.slug);
    if (existing !== undefined) {
      await handleCommand(platform.store, activityStream(existing), activityDecider, { type: 'Change', data: { id: existing, fields: { ...activity, imageIds }, now: now.toISOString() } }, meta(now));
    } else {
      activityIds.set(activity.content.slug, await add(platform, 'Activity', 'activity', { ...activity, imageIds }, now));
    }
  }
  const mnsIds: number[] = [];
  for (const { imageSeed, ...mns } of DEMO_MNS) {
    const imageId = await illustration(platform, `${mns.usrPrenom} ${mns.usrNom}`, 'portrait', imageSeed, now);
    mnsIds.push(await add(platform, 'Mns', 'mns', { ...mns, imageId, translations: MNS_EN[mns.usrPrenom] ?? {} }, now));
  }
  const poolIds: number[] = [];
  for (const pool of DEMO_POOLS) {
    const imageIds: number[] = [];
    for (const [index, seed] of pool.imageSeeds.entries()) imageIds.push(await illustration(platform, `${pool.fields.libelle} ${index + 1}`, pool.fields.psnDomicile ? 'home' : 'pool', seed, now));
    const templateCours = [];
    for (const { activity, mns, ...template } of pool.templates) {
      templateCours.push({ ...template, tcsId: await platform.ids.next('lessonTemplate'), acyId: activityIds.get(activity)!, acyIdCplt: null, usrId: mnsIds[mns]! });
    }
    const fields = { ...pool.fields, translations: POOLS_EN[pool.fields.content.slug] ?? {}, acyIds: pool.activities.map((slug) => activityIds.get(slug)!), mnsIds: pool.mns.map((index) => mnsIds[index]!), imageIds, templateCours };
    poolIds.push(await add(platform, 'Pool', 'pool', fields, now));
  }
  for (const { activities, pools, ...pass } of DEMO_PASSES) {
    await add(platform, 'Pass', 'pass', { ...pass, translations: PASSES_EN[pass.libelle] ?? {}, acyIds: activities.map((slug) => activityIds.get(slug)!), psnIds: pools.map((index) => poolIds[index]!) }, now);
  }
  for (const [index, page] of DEMO_PAGES.entries()) {
    const imageIds = page.theme ? [await illustration(platform, page.libelle, page.theme, 50 + index, now)] : [];
    await add(platform, 'Page', 'page', { libelle: page.libelle, content: page.content, imageIds, translations: PAGES_EN[page.content.slug] ?? {} }, now);
  }
  for (const [index, { daysAgo, ...post }] of DEMO_POSTS.entries()) {
    const imageId = await illustration(platform, post.libelle, 'blog', 60 + index, now);
    const blgDatpub = daysAgo === null ? null : new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await add(platform, 'BlogPost', 'blogPost', { ...post, blgDatpub, imageId, translations: POSTS_EN[post.content.slug] ?? {} }, now);
  }
  await platform.store.appendToStream(marker, [{ type: 'DemoCatalogueSeeded', data: { at: now.toISOString() }, metadata: meta(now) }], { expectedRevision: 'no_stream' });
  return activityIds;
}
