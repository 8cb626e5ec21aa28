import { MEDIA_EVENT_TYPES, type MediaEvent } from '@plouf/command-api/events';
import type { Projector } from '../runner/projector.ts';

/** The media read model: what /images serves and what documents show of their images. */
export const mediaProjector: Projector = {
  readModel: 'media',
  handles: MEDIA_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as MediaEvent;
    switch (event.type) {
      case 'MediaUploaded': {
        const { mediaId, title, copyright, fileName, slug, ext, mime, width, height, size, sha256, at } = event.data;
        await trx
          .insertInto('media')
          .values({ id: mediaId, title, copyright, file_name: fileName, slug, ext, mime, width, height, size, sha256, created_at: new Date(at), updated_at: new Date(at) })
          .execute();
        break;
      }
      case 'MediaRetitled':
        await trx.updateTable('media').set({ title: event.data.title, copyright: event.data.copyright, updated_at: new Date(event.data.at) }).where('id', '=', event.data.mediaId).execute();
        break;
      case 'MediaRemoved':
        await trx.deleteFrom('media').where('id', '=', event.data.mediaId).execute();
        break;
    }
    return [event.data.mediaId];
  },
  async reset(trx) {
    await trx.deleteFrom('media').execute();
  },
};
