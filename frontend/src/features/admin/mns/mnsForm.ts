import type { MediaView, MnsInput, MnsView } from '../../../api/catalogue.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** What the MNS form edits: the input, with the photo itself (an image card of at most one) and the login account linked. */
export type MnsDraft = Omit<MnsInput, 'imageId' | 'loginUserId'> & { images: MediaView[]; loginUserId: number | null };

export const blankMns = (): MnsDraft => ({ usrPrenom: '', usrNom: '', ctyName: '', mnsInfos: '', images: [], loginUserId: null, translations: {} });

export function mnsDraft(view: MnsView): MnsDraft {
  return { usrPrenom: view.usrPrenom, usrNom: view.usrNom, ctyName: view.ctyName, mnsInfos: view.mnsInfos, images: view.image ? [view.image] : [], loginUserId: view.loginUserId, translations: view.translations ?? {} };
}

/** The body of POST / PUT /Mns: the photo is the first image's id, or null. */
export function mnsInput({ images, ...draft }: MnsDraft): MnsInput {
  return { ...draft, usrPrenom: draft.usrPrenom.trim(), usrNom: draft.usrNom.trim(), ctyName: draft.ctyName.trim(), imageId: images[0]?.id ?? null };
}

/** Spec §5: first and last names are required. */
export const validateMns = (draft: MnsDraft): ClientErrors => compact({ usrPrenom: required(draft.usrPrenom), usrNom: required(draft.usrNom) });

export const mnsName = (mns: Pick<MnsView, 'usrPrenom' | 'usrNom'>) => `${mns.usrPrenom} ${mns.usrNom}`.trim();
