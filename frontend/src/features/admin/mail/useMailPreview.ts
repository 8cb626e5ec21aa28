import { useEffect, useState } from 'react';
import { previewMail } from '../../../api/mail.ts';
import type { MailPreview, MailPreviewInput } from '../../../api/types.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';

/** Typing pauses this long before the preview is asked again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface PreviewState {
  preview: MailPreview | undefined;
  /** The last request failed (the server or the network), not the text: its problems are in `preview`. */
  failed: boolean;
  pending: boolean;
}

/**
 * The preview of what is being edited, asked once the typing pauses; an answer to an older text
 * than the last asked is dropped, so a slow answer never replaces a newer one.
 */
export function useMailPreview(input: MailPreviewInput | undefined): PreviewState {
  const request = useDebounced(input ? JSON.stringify(input) : '', PREVIEW_DEBOUNCE_MS);
  const [state, setState] = useState<PreviewState>({ preview: undefined, failed: false, pending: true });

  useEffect(() => {
    if (!request) return;
    let current = true;
    setState((previous) => ({ ...previous, pending: true }));
    previewMail(JSON.parse(request) as MailPreviewInput).then(
      (preview) => current && setState({ preview, failed: false, pending: false }),
      () => current && setState((previous) => ({ ...previous, failed: true, pending: false })),
    );
    return () => {
      current = false;
    };
  }, [request]);

  return state;
}
