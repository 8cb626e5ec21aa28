import type { PassInput, PassView } from '../../../api/catalogue.ts';
import { compact, required, type ClientErrors } from '../kit/fieldErrors.ts';

/** The pass form edits its input as is. */
export type PassDraft = PassInput;

/** Spec §3 and §9: enabled, 20 % VAT (2000 basis points), no purchase limit. */
export function blankPass(): PassDraft {
  return { libelle: '', fftIsAbo: false, fftGift: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftNbEntree: 10, fftTarif: 0, fftInfos: '', acyIds: [], psnIds: [], tva: 2000, translations: {} };
}

export function passDraft(view: PassView): PassDraft {
  const { libelle, fftIsAbo, fftEnable, fftLimiteAchat, fftValiditeM, fftNbEntree, fftTarif, fftInfos, acyIds, psnIds, tva, translations } = view;
  return { libelle, fftIsAbo, fftGift: view.fftGift ?? false, fftEnable, fftLimiteAchat, fftValiditeM, fftNbEntree, fftTarif, fftInfos, acyIds: [...acyIds], psnIds: [...psnIds], tva, translations: translations ?? {} };
}

export const passInput = (draft: PassDraft): PassInput => ({ ...draft, libelle: draft.libelle.trim() });

/** Spec §5: the name is required; the server's ranges, told before sending. */
export function validatePass(draft: PassDraft): ClientErrors {
  return compact({
    libelle: required(draft.libelle),
    fftValiditeM: draft.fftValiditeM >= 1 && draft.fftValiditeM <= 120 ? undefined : 'adminPasses.validation.validity',
    tva: draft.tva >= 0 && draft.tva <= 10_000 ? undefined : 'adminPasses.validation.vat',
  });
}
