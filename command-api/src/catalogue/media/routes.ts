import multipart from '@fastify/multipart';
import { AppError, Deleted, ForbiddenText, IdParams, forbiddenTextAt, replies } from '@plouf/infra';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../../deps.ts';
import { runCommand, type CommandContext } from '../../runner.ts';
import { CATALOGUE_READ_MODEL } from '../documents/routes.ts';
import { MediaInput, MediaView } from './contract.ts';
import { mediaDecider, type MediaCommand } from './decider.ts';
import { mediaStream } from './events.ts';
import { mediaSlug, nextMediaId } from './naming.ts';
import { inspectImage } from './inspect.ts';
import { BadUpload, MediaNotFound, NoFile, UploadTooLarge } from './errors.ts';

export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

interface Upload {
  bytes: Buffer;
  fileName: string;
  name: string;
  copyright: string;
}

/** The one file and the text fields of a multipart upload; a file over the limit is refused whole. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new UploadTooLarge(maxBytes);
        if (part.fieldname === 'data') file = { bytes, fileName: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadTooLarge(maxBytes);
    throw new BadUpload();
  }
  if (!file || file.bytes.byteLength === 0) throw new NoFile();
  const forbidden = forbiddenTextAt({ ...fields, fileName: file.fileName });
  if (forbidden !== undefined) throw new ForbiddenText(forbidden);
  const fallbackName = file.fileName.replace(/\.[^.]+$/, '');
  return { ...file, name: (fields.name ?? '').trim().slice(0, 200) || fallbackName || 'image', copyright: (fields.copyright ?? '').trim().slice(0, 200) };
}

/**
 * Images: POST /Media/upload (multipart `data` file, `name`, `copyright`), PUT and DELETE
 * /Media/{id}. The file is checked by decoding it, stored by its hash, then recorded as an event.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox<CommandApiDeps> = async (app, deps) => {
  const maxBytes = deps.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });

  const handle = (ctx: CommandContext, command: MediaCommand) => ctx.handle(mediaStream(command.data.mediaId), mediaDecider, command);
  /** Runs one media command and answers with the image as the read side shows it. */
  const run = (request: FastifyRequest, reply: FastifyReply, act: (ctx: CommandContext) => Promise<number>) =>
    runCommand(deps, request, reply, {
      readModel: CATALOGUE_READ_MODEL,
      act,
      answer: (mediaId) => deps.readBack.catalogue.view('media', mediaId) as Promise<MediaView | null>,
      notFound: (mediaId) => new MediaNotFound(mediaId),
    });

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw new NoFile();
    const { bytes, fileName, name, copyright } = await readUpload(request, maxBytes);
    const image = await inspectImage(bytes);
    const sha256 = await deps.blobs.put(bytes, image.mime);
    return run(request, reply, async (ctx) => {
      const mediaId = await nextMediaId((name) => ctx.newId(name));
      const slug = mediaSlug(name, mediaId);
      await handle(ctx, { type: 'RecordUpload', data: { mediaId, title: name, copyright, fileName: fileName.slice(0, 200), slug, ...image, size: bytes.byteLength, sha256, now: ctx.now } });
      return mediaId;
    });
  };
  const uploadOptions = {
    config: { access: 'admin' as const, multipart: true },
    schema: { tags: ['Media'], consumes: ['multipart/form-data'], description: 'multipart: file field `data`, text fields `name` and `copyright`', response: replies(MediaView, { command: true }) },
  };
  app.post('/Media/upload', uploadOptions, upload);
  app.post('/Media', uploadOptions, upload);

  app.put('/Media/:id', { config: { access: 'admin' }, schema: { tags: ['Media'], params: IdParams, body: MediaInput, response: replies(MediaView, { command: true }) } }, async (request, reply) =>
    run(request, reply, async (ctx) => {
      const { id } = request.params;
      const { libelle, mdaCopyright, translations } = request.body;
      await handle(ctx, { type: 'RetitleMedia', data: { mediaId: id, title: libelle.trim(), copyright: mdaCopyright.trim(), englishTitle: translations?.en?.libelle?.trim(), now: ctx.now } });
      return id;
    }),
  );

  app.delete('/Media/:id', { config: { access: 'admin' }, schema: { tags: ['Media'], params: IdParams, response: replies(Deleted, { command: true }) } }, async (request, reply) =>
    runCommand(deps, request, reply, {
      readModel: CATALOGUE_READ_MODEL,
      async act(ctx) {
        await handle(ctx, { type: 'RemoveMedia', data: { mediaId: request.params.id, now: ctx.now } });
        return request.params.id;
      },
      answer: async (id) => ({ id }),
    }),
  );
};
