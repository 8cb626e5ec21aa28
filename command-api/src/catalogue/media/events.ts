/**
 * Uploaded images. An event names the file by its SHA-256 (the bytes are in the blob store) and
 * records what the upload found out about it. Image 1 is the default image.
 */
export type MediaUploaded = {
  type: 'MediaUploaded';
  data: {
    mediaId: number;
    title: string;
    copyright: string;
    fileName: string;
    /** Ends with the id, so that it is unique: `bassin-olympique-107`. */
    slug: string;
    /** With its dot, from the decoded format (not the file name): `.jpg`. */
    ext: string;
    mime: string;
    width: number;
    height: number;
    size: number;
    sha256: string;
    at: string;
  };
};
export type MediaRetitled = {
  type: 'MediaRetitled';
  /** `englishTitle`: the title in English, '' for none; absent from events recorded before it existed. */
  data: { mediaId: number; title: string; copyright: string; englishTitle?: string; at: string };
};
export type MediaRemoved = { type: 'MediaRemoved'; data: { mediaId: number; at: string } };

export type MediaEvent = MediaUploaded | MediaRetitled | MediaRemoved;
export const MEDIA_EVENT_TYPES = ['MediaUploaded', 'MediaRetitled', 'MediaRemoved'] as const satisfies readonly MediaEvent['type'][];
export const mediaStream = (mediaId: number) => `media-${mediaId}`;
/** The default image, served at /images/01/no-image.png: never retitled or removed. */
export const DEFAULT_MEDIA_ID = 1;
