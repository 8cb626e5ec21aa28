/**
 * What the catalogue's events record of each document. These are stored shapes: they never
 * change (a new field means a new event type or an upcaster). The wire's `…Input` types
 * (query-api contracts) may evolve; the routes map them to these.
 */

export interface ContentFields {
  slug: string;
  pctTitle: string;
  pctBaseline: string;
  pctSubTitle: string;
  pctHat: string;
  pctMetaTitle: string;
  pctMetaDesc: string;
  /** Sanitized HTML. */
  pctBody: string;
}

export interface AddressFields {
  adrNumberWay: string;
  adrPostalCode: string;
  libelle: string;
  adrOutsideInfos?: string;
  adrIndoorInfos?: string;
  adrPostBox?: string;
  gpsLat?: number | null;
  gpsLon?: number | null;
}

export interface LessonTemplateFields {
  tcsId: number;
  libelle: string;
  acyId: number;
  acyIdCplt: number | null;
  usrId: number;
  thrJour: number;
  thrHeure: number;
  thrMinute: number;
  tcsDureeMin: number;
  tcsCapaciteMax: number;
}

export interface PoolFields {
  libelle: string;
  psnEnable: boolean;
  psnDomicile: boolean;
  psnLargeurCm: number;
  psnLongueurCm: number;
  psnDepthMinCm: number;
  psnDepthMaxCm: number;
  address: AddressFields;
  acyIds: number[];
  mnsIds: number[];
  imageIds: number[];
  content: ContentFields;
  templateCours: LessonTemplateFields[];
  configPiscine: { infosFermeture: string; horaires: string; acces: string };
  datMinCours: string | null;
  datMaxCours: string | null;
}

export interface ActivityFields {
  libelle: string;
  acyEnfant: boolean;
  acyAge: number;
  acyInfos: string;
  imageIds: number[];
  content: ContentFields;
  configActivity: { couleur: string; dureeMin: number; equipement: string };
}

export interface PassFields {
  libelle: string;
  fftIsAbo: boolean;
  fftEnable: boolean;
  fftLimiteAchat: number;
  fftValiditeM: number;
  fftNbEntree: number;
  fftTarif: number;
  fftInfos: string;
  acyIds: number[];
  psnIds: number[];
  tva: number;
}

export interface MnsFields {
  usrNom: string;
  usrPrenom: string;
  ctyName: string;
  mnsInfos: string;
  imageId: number | null;
}

export interface PageFields {
  libelle: string;
  content: ContentFields;
  imageIds: number[];
}

export interface BlogPostFields {
  libelle: string;
  content: ContentFields;
  blgAuteur: string;
  blgDatpub: string | null;
  imageId: number | null;
}
