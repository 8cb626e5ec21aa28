/** Uploaded images that are not removed; the bytes are in the blob store under `sha256`. */
export interface MediaTable {
  id: number;
  title: string;
  copyright: string;
  file_name: string;
  slug: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  sha256: string;
  created_at: Date;
  updated_at: Date;
}
