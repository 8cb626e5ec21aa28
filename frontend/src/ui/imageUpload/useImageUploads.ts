import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadMedia, type MediaView } from '../../api/catalogue.ts';
import { ApiError } from '../../api/client.ts';
import { useNotifier } from '../Notifier.tsx';
import { splitFiles, uploadPlan } from './uploadRules.ts';

/** A file on its way to the server, shown as a tile with a progress bar (or its error). */
export interface PendingUpload {
  key: string;
  file: File;
  /** A local object URL, so the tile shows the picture before the server has it. */
  preview: string;
  /** 0 to 1. */
  progress: number;
  error: string | undefined;
}

/** The spec §8 dialogs a drop may open. */
export type UploadDialog = { kind: 'full' } | { kind: 'some'; count: number; files: File[] } | null;

interface UploadOptions {
  /** The images the control holds now. */
  images: readonly MediaView[];
  max: number;
  /** Called as each upload lands. */
  onUploaded: (media: MediaView) => void;
}

let uploadCounter = 0;

/**
 * The upload side of the image card: the files offered are checked (images only, room left),
 * sent one request each with their progress, and added to the list as each arrives.
 */
export function useImageUploads({ images, max, onUploaded }: UploadOptions) {
  const intl = useIntl();
  const notify = useNotifier();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dialog, setDialog] = useState<UploadDialog>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const update = useCallback((key: string, patch: Partial<PendingUpload>) => {
    setPending((current) => current.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  }, []);

  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((current) => {
      const gone = current.find((upload) => upload.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.preview);
        previews.current.delete(gone.preview);
      }
      return current.filter((upload) => upload.key !== key);
    });
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadMedia(file, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) }).then(
        (media) => {
          controllers.current.delete(key);
          uploaded.current(media);
          drop(key);
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'imageUpload.progress.failed' });
          update(key, { error: message, progress: 0 });
          notify.error(`${file.name} : ${message}`);
        },
      );
    },
    [drop, update, intl, notify],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): PendingUpload => {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        uploadCounter += 1;
        return { key: `upload-${uploadCounter}`, file, preview, progress: 0, error: undefined };
      });
      setPending((current) => [...current, ...added]);
      for (const upload of added) send(upload.key, upload.file);
    },
    [send],
  );

  const inFlight = pending.filter((upload) => !upload.error).length;

  /** Files dropped or picked: refused ones are reported, the rest sent if there is room. */
  const offer = (files: readonly File[]) => {
    const { images: accepted, refused } = splitFiles(files);
    if (refused.length > 0) {
      notify.error(intl.formatMessage({ id: 'imageUpload.refused.notImage' }, { name: refused.map((file) => file.name).join(', ') }));
    }
    if (accepted.length === 0) return;
    const plan = uploadPlan(max, images.length + inFlight, accepted.length);
    if (plan.kind === 'full') setDialog({ kind: 'full' });
    else if (plan.kind === 'some') setDialog({ kind: 'some', count: plan.count, files: accepted });
    else start(accepted);
  };

  /** Whether another image would fit; when not, the "full" dialog says so. */
  const checkRoom = (): boolean => {
    if (images.length + inFlight < max) return true;
    setDialog({ kind: 'full' });
    return false;
  };

  const confirmDialog = () => {
    if (dialog?.kind === 'some') start(dialog.files.slice(0, dialog.count));
    setDialog(null);
  };

  const retry = (key: string) => {
    const upload = pending.find((candidate) => candidate.key === key);
    if (!upload) return;
    update(key, { error: undefined, progress: 0 });
    send(key, upload.file);
  };

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const preview of previews.current) URL.revokeObjectURL(preview);
    },
    [],
  );

  return { pending, dialog, offer, checkRoom, confirmDialog, closeDialog: () => setDialog(null), retry, dismiss: drop };
}
