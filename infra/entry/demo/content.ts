import type { ActivityInput as ActivityFields, BlogPostInput as BlogPostFields, PageContent as ContentFields, MnsInput as MnsFields, PassInput as PassFields, PoolRecord as PoolFields } from '@plouf/command-api/contracts';
import type { Theme } from './images.ts';

/** The demo catalogue's texts: a small swimming school around Paris. */
export const content = (slug: string, pctTitle: string, more: Partial<ContentFields> = {}): ContentFields => ({
  slug,
  pctTitle,
  pctBaseline: '',
  pctSubTitle: '',
  pctHat: '',
  pctMetaTitle: pctTitle,
  pctMetaDesc: '',
  pctBody: '',
  ...more,
});

type DemoActivity = Omit<ActivityFields, 'imageIds'> & { theme: Theme };

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    libelle: 'Bébés nageurs', acyEnfant: true, acyAge: 0, acyInfos: 'Éveil aquatique avec un parent, dans une eau à 32°C.', theme: 'baby',
    configActivity: { couleur: '#f2b705', dureeMin: 30, equipement: 'Couche de bain, serviette, bonnet pour le parent' },
    content: content('bebes-nageurs', 'Bébés nageurs', {
      pctBaseline: "Dès 6 mois, le plaisir de l'eau en famille",
      pctHat: 'Une demi-heure de jeux dans une eau chauffée, avec un parent et un maître-nageur.',
      pctMetaDesc: 'Séances bébés nageurs dès 6 mois dans une eau à 32°C, avec un parent, encadrées par nos maîtres-nageurs.',
      pctBody: "<h2>Une première rencontre avec l'eau</h2><p>Votre enfant découvre l'eau dans vos bras : immersion, flottaison, glissades sur le toboggan. Chaque séance dure 30 minutes.</p><ul><li>Eau chauffée à 32°C</li><li>Groupes de 8 familles au plus</li><li>Un parent dans l'eau avec l'enfant</li></ul>",
    }),
  },
  {
    libelle: 'Jardin aquatique', acyEnfant: true, acyAge: 3, acyInfos: 'Jeux et découverte de l’eau pour les 3-5 ans.', theme: 'kids',
    configActivity: { couleur: '#2bb673', dureeMin: 45, equipement: 'Maillot, bonnet, lunettes conseillées' },
    content: content('jardin-aquatique', 'Jardin aquatique', {
      pctBaseline: 'Jouer pour apprivoiser le grand bain',
      pctHat: 'Parcours, tapis et jeux : les 3-5 ans gagnent en confiance sans s’en apercevoir.',
      pctMetaDesc: 'Jardin aquatique pour les 3-5 ans : parcours ludiques pour apprivoiser l’eau avant d’apprendre à nager.',
      pctBody: '<p>Sans leurs parents dans l’eau, les enfants apprennent à entrer seuls dans le bassin, à mettre la tête sous l’eau et à se laisser flotter.</p>',
    }),
  },
  {
    libelle: 'Apprentissage de la natation', acyEnfant: true, acyAge: 6, acyInfos: 'Les quatre nages et l’autonomie en grand bain.', theme: 'kids',
    configActivity: { couleur: '#1c6ea4', dureeMin: 45, equipement: 'Maillot, bonnet, lunettes' },
    content: content('apprentissage-natation', 'Apprentissage de la natation', {
      pctBaseline: 'Nager seul en grand bain en une saison',
      pctHat: 'Une progression par niveaux, validée par le test du « Sauv’nage ».',
      pctMetaDesc: 'Cours de natation enfants dès 6 ans : apprendre à nager seul en grand bain, par petits groupes de 8.',
      pctBody: '<h2>Trois niveaux</h2><ol><li>Se déplacer sans appui</li><li>Crawl et dos sur 25 m</li><li>Brasse, plongeon et 50 m sans arrêt</li></ol>',
    }),
  },
  {
    libelle: 'Perfectionnement enfants', acyEnfant: true, acyAge: 8, acyInfos: 'Technique, endurance et plongeons.', theme: 'kids',
    configActivity: { couleur: '#7b4fc9', dureeMin: 60, equipement: 'Maillot, bonnet, lunettes, palmes courtes' },
    content: content('perfectionnement-enfants', 'Perfectionnement enfants', {
      pctBaseline: 'Pour ceux qui savent nager et veulent aller plus loin',
      pctMetaDesc: 'Perfectionnement natation pour enfants dès 8 ans : technique des quatre nages, endurance et plongeons.',
      pctBody: '<p>Virages, coulées, papillon : les enfants préparent les tests des clubs ou nagent simplement mieux.</p>',
    }),
  },
  {
    libelle: 'Aquagym', acyEnfant: false, acyAge: 16, acyInfos: 'Renforcement musculaire en musique.', theme: 'adults',
    configActivity: { couleur: '#e4572e', dureeMin: 45, equipement: 'Maillot, bonnet, chaussons conseillés' },
    content: content('aquagym', 'Aquagym', {
      pctBaseline: 'Se muscler sans se faire mal',
      pctMetaDesc: 'Cours d’aquagym en musique : renforcement musculaire doux, en petit groupe.',
      pctBody: '<p>Frites, haltères en mousse et bonne humeur : 45 minutes pour tout le corps, sans choc pour les articulations.</p>',
    }),
  },
  {
    libelle: 'Natation adultes', acyEnfant: false, acyAge: 16, acyInfos: 'Apprendre ou se perfectionner à tout âge.', theme: 'adults',
    configActivity: { couleur: '#0b3d5c', dureeMin: 45, equipement: 'Maillot, bonnet, lunettes' },
    content: content('natation-adultes', 'Natation adultes', {
      pctBaseline: 'Il n’est jamais trop tard pour apprendre',
      pctMetaDesc: 'Cours de natation pour adultes débutants ou confirmés, par petits groupes, avec un maître-nageur.',
      pctBody: '<p>Débutants ou nageurs qui veulent améliorer leur crawl : les groupes sont faits par niveau.</p>',
    }),
  },
  {
    libelle: 'Aquaphobie', acyEnfant: false, acyAge: 16, acyInfos: 'Vaincre sa peur de l’eau, en petit groupe.', theme: 'adults',
    configActivity: { couleur: '#3f88c5', dureeMin: 60, equipement: 'Maillot, bonnet' },
    content: content('aquaphobie', 'Aquaphobie', {
      pctBaseline: 'À votre rythme, en petit bassin',
      pctMetaDesc: 'Stage aquaphobie pour adultes : vaincre sa peur de l’eau en petit groupe, à son rythme.',
      pctBody: '<p>Six personnes au plus, pieds au sol pour commencer. On avance seulement quand vous êtes prêt.</p>',
    }),
  },
];

export const DEMO_MNS: (MnsFields & { imageSeed: number })[] = [
  { usrPrenom: 'Sophie', usrNom: 'Lemaire', ctyName: 'Montreuil', mnsInfos: 'Maître-nageuse depuis 12 ans, spécialiste des bébés nageurs.', imageId: null, imageSeed: 1 },
  { usrPrenom: 'Karim', usrNom: 'Benali', ctyName: 'Vincennes', mnsInfos: 'Ancien nageur de compétition, il encadre le perfectionnement.', imageId: null, imageSeed: 2 },
  { usrPrenom: 'Élodie', usrNom: 'Fontaine', ctyName: 'Paris 11e', mnsInfos: 'Aquagym et aquaphobie : la patience avant tout.', imageId: null, imageSeed: 3 },
  { usrPrenom: 'Thomas', usrNom: 'Nguyen', ctyName: 'Joinville-le-Pont', mnsInfos: 'Apprentissage de la natation, de 6 à 77 ans.', imageId: null, imageSeed: 4 },
];

type Template = Omit<PoolFields['templateCours'][number], 'tcsId' | 'acyId' | 'usrId' | 'acyIdCplt'> & { activity: string; mns: number };

export interface DemoPool {
  fields: Omit<PoolFields, 'acyIds' | 'mnsIds' | 'imageIds' | 'templateCours'>;
  activities: string[];
  mns: number[];
  templates: Template[];
  imageSeeds: number[];
}

const lesson = (activity: string, mns: number, thrJour: number, thrHeure: number, thrMinute: number, tcsDureeMin: number, tcsCapaciteMax: number, libelle = ''): Template => ({ activity, mns, thrJour, thrHeure, thrMinute, tcsDureeMin, tcsCapaciteMax, libelle });

export const DEMO_POOLS: DemoPool[] = [
  {
    fields: {
      libelle: 'Piscine des Tilleuls', psnEnable: true, psnDomicile: false, psnLargeurCm: 1250, psnLongueurCm: 2500, psnDepthMinCm: 80, psnDepthMaxCm: 200,
      address: { adrNumberWay: '12 rue des Tilleuls', adrPostalCode: '93100', libelle: 'Montreuil', gpsLat: 48.8611, gpsLon: 2.4436 },
      content: content('piscine-des-tilleuls', 'Piscine des Tilleuls', {
        pctBaseline: 'Un bassin de 25 m et une pataugeoire chauffée',
        pctHat: 'À deux pas du métro Croix-de-Chavaux, notre bassin historique accueille toutes les activités.',
        pctMetaDesc: 'Piscine des Tilleuls à Montreuil : bébés nageurs, natation enfants et adultes, aquagym. Horaires et réservation.',
        pctBody: '<p>Bassin de 25 m à 6 couloirs et petit bassin à 32°C. Vestiaires familles et casiers gratuits.</p>',
      }),
      configPiscine: { infosFermeture: 'Fermée pour vidange du 21 décembre au 4 janvier.', horaires: 'Cours du mardi au samedi, de 9 h à 19 h.', acces: 'Métro 9 Croix-de-Chavaux, bus 102 et 122.' },
      datMinCours: '2026-09-07', datMaxCours: '2027-06-30',
    },
    activities: ['bebes-nageurs', 'jardin-aquatique', 'apprentissage-natation', 'aquagym'],
    mns: [0, 2],
    templates: [
      lesson('bebes-nageurs', 0, 6, 9, 30, 30, 8, 'Bébés nageurs du samedi'),
      lesson('jardin-aquatique', 0, 3, 10, 0, 45, 8),
      lesson('apprentissage-natation', 1, 3, 14, 0, 45, 8),
      lesson('aquagym', 2, 2, 19, 0, 45, 12),
    ],
    imageSeeds: [11, 12],
  },
  {
    fields: {
      libelle: 'Centre aquatique de la Marne', psnEnable: true, psnDomicile: false, psnLargeurCm: 2100, psnLongueurCm: 5000, psnDepthMinCm: 120, psnDepthMaxCm: 380,
      address: { adrNumberWay: '2 quai de la Marne', adrPostalCode: '94340', libelle: 'Joinville-le-Pont', gpsLat: 48.8206, gpsLon: 2.4703 },
      content: content('centre-aquatique-de-la-marne', 'Centre aquatique de la Marne', {
        pctBaseline: 'Le bassin olympique des bords de Marne',
        pctHat: 'Un bassin de 50 m, une fosse à plongeon et un espace bien-être.',
        pctMetaDesc: 'Centre aquatique de la Marne à Joinville : bassin de 50 m, perfectionnement et natation adultes.',
        pctBody: '<p>Idéal pour le perfectionnement : lignes d’eau réservées à nos cours et chronométrage.</p>',
      }),
      configPiscine: { infosFermeture: '', horaires: 'Cours du lundi au samedi, de 7 h à 21 h.', acces: 'RER A Joinville-le-Pont, parking gratuit.' },
      datMinCours: '2026-09-01', datMaxCours: '2027-07-10',
    },
    activities: ['apprentissage-natation', 'perfectionnement-enfants', 'natation-adultes', 'aquagym'],
    mns: [1, 3],
    templates: [
      lesson('perfectionnement-enfants', 1, 3, 16, 0, 60, 10),
      lesson('natation-adultes', 3, 1, 20, 0, 45, 10, 'Adultes du lundi soir'),
      lesson('apprentissage-natation', 3, 6, 11, 0, 45, 8),
    ],
    imageSeeds: [21, 22, 23],
  },
  {
    fields: {
      libelle: 'Bassin du Canal', psnEnable: true, psnDomicile: false, psnLargeurCm: 1000, psnLongueurCm: 2500, psnDepthMinCm: 90, psnDepthMaxCm: 180,
      address: { adrNumberWay: '45 quai de la Loire', adrPostalCode: '75019', libelle: 'Paris', gpsLat: 48.8867, gpsLon: 2.3726 },
      content: content('bassin-du-canal', 'Bassin du Canal', {
        pctBaseline: 'Petits groupes au bord du bassin de la Villette',
        pctMetaDesc: 'Bassin du Canal, Paris 19e : aquaphobie, natation adultes et jardin aquatique en petits groupes.',
        pctBody: '<p>Un petit bassin calme, parfait pour reprendre confiance dans l’eau.</p>',
      }),
      configPiscine: { infosFermeture: '', horaires: 'Cours en soirée et le dimanche matin.', acces: 'Métro 5 Laumière.' },
      datMinCours: '2026-09-14', datMaxCours: '2027-06-20',
    },
    activities: ['aquaphobie', 'natation-adultes', 'jardin-aquatique'],
    mns: [2],
    templates: [lesson('aquaphobie', 2, 4, 19, 30, 60, 6), lesson('jardin-aquatique', 2, 7, 10, 0, 45, 8)],
    imageSeeds: [31],
  },
  {
    fields: {
      libelle: 'Cours à domicile Paris Est', psnEnable: true, psnDomicile: true, psnLargeurCm: 0, psnLongueurCm: 0, psnDepthMinCm: 0, psnDepthMaxCm: 0,
      address: { adrNumberWay: '8 avenue de Paris', adrPostalCode: '94300', libelle: 'Vincennes', gpsLat: 48.8474, gpsLon: 2.4393 },
      content: content('cours-a-domicile-paris-est', 'Cours à domicile Paris Est', {
        pctBaseline: 'Un maître-nageur dans votre piscine',
        pctMetaDesc: 'Cours de natation à domicile dans l’est parisien : un maître-nageur vient dans votre piscine.',
        pctBody: '<p>Vous avez une piscine ? Nos maîtres-nageurs se déplacent à Vincennes, Saint-Mandé, Montreuil et Fontenay.</p>',
      }),
      configPiscine: { infosFermeture: 'Pas de cours à domicile d’octobre à avril.', horaires: 'Sur rendez-vous, 7 jours sur 7.', acces: 'Dans un rayon de 10 km autour de Vincennes.' },
      datMinCours: '2027-05-01', datMaxCours: '2027-09-30',
    },
    activities: ['apprentissage-natation', 'natation-adultes', 'bebes-nageurs'],
    mns: [1],
    templates: [],
    imageSeeds: [41],
  },
];

export const DEMO_PASSES: (Omit<PassFields, 'acyIds' | 'psnIds'> & { activities: string[]; pools: number[] })[] = [
  { libelle: 'Séance découverte', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 1, fftValiditeM: 2, fftNbEntree: 1, fftTarif: 1500, fftInfos: 'Une séance pour essayer, une seule par famille.', tva: 2000, activities: ['bebes-nageurs', 'jardin-aquatique', 'apprentissage-natation', 'aquagym', 'natation-adultes', 'aquaphobie'], pools: [0, 1, 2] },
  { libelle: 'Carte 10 séances enfants', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftNbEntree: 10, fftTarif: 15000, fftInfos: 'Valable un an dans toutes nos piscines.', tva: 2000, activities: ['bebes-nageurs', 'jardin-aquatique', 'apprentissage-natation', 'perfectionnement-enfants'], pools: [0, 1, 2] },
  { libelle: 'Abonnement annuel', fftIsAbo: true, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 10, fftNbEntree: 0, fftTarif: 39000, fftInfos: 'Une séance par semaine de septembre à juin.', tva: 2000, activities: ['apprentissage-natation', 'perfectionnement-enfants', 'natation-adultes'], pools: [0, 1] },
  { libelle: 'Carte 10 séances adultes', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 12, fftNbEntree: 10, fftTarif: 13950, fftInfos: 'Aquagym, natation adultes et aquaphobie.', tva: 2000, activities: ['aquagym', 'natation-adultes', 'aquaphobie'], pools: [0, 1, 2] },
  { libelle: 'Forfait 5 cours à domicile', fftIsAbo: false, fftEnable: true, fftLimiteAchat: 0, fftValiditeM: 6, fftNbEntree: 5, fftTarif: 27500, fftInfos: 'Cinq cours particuliers de 45 minutes chez vous.', tva: 2000, activities: ['apprentissage-natation', 'natation-adultes', 'bebes-nageurs'], pools: [3] },
];

export const DEMO_PAGES: { libelle: string; content: ContentFields; theme?: Theme }[] = [
  {
    libelle: 'Accueil', theme: 'pool',
    content: content('accueil', 'Plouf, l’école de natation', {
      pctBaseline: 'Cours de natation pour toute la famille, de 6 mois à 99 ans',
      pctHat: 'Bébés nageurs, apprentissage, aquagym : des maîtres-nageurs diplômés, des petits groupes et quatre lieux autour de Paris.',
      pctMetaTitle: 'Plouf, cours de natation en famille',
      pctMetaDesc: 'École de natation à Paris et en Île-de-France : bébés nageurs, cours enfants et adultes, aquagym, cours à domicile.',
      pctBody: '<p>Réservez une séance découverte, choisissez votre forfait, et retrouvez tous vos cours dans votre espace famille.</p>',
    }),
  },
  {
    libelle: 'Mentions légales',
    content: content('mentions-legales', 'Mentions légales', {
      pctMetaDesc: 'Mentions légales du site Plouf : éditeur, hébergeur, données personnelles.',
      pctBody: '<h2>Éditeur</h2><p>Plouf SAS, 12 rue des Tilleuls, 93100 Montreuil. RCS Bobigny 912 345 678. Directrice de la publication : Sophie Lemaire.</p><h2>Hébergement</h2><p>Le site est hébergé dans l’Union européenne.</p><h2>Données personnelles</h2><p>Les données de votre compte servent à gérer vos réservations. Vous pouvez demander leur suppression à <a href="mailto:contact@plouf.fr">contact@plouf.fr</a>.</p>',
    }),
  },
  {
    libelle: 'Conditions générales de vente',
    content: content('cgv', 'Conditions générales de vente', {
      pctMetaDesc: 'Conditions générales de vente des forfaits et abonnements Plouf.',
      pctBody: '<h2>Forfaits</h2><p>Un forfait est valable le nombre de mois indiqué à compter de l’achat. Les séances non utilisées ne sont pas remboursées.</p><h2>Annulation</h2><p>Une séance annulée plus de 24 heures à l’avance est recréditée sur votre carte.</p><h2>Paiement</h2><p>Les prix sont indiqués en euros TTC (TVA 20 %).</p>',
    }),
  },
  {
    libelle: 'Cours à domicile', theme: 'home',
    content: content('domicile', 'Cours à domicile', {
      pctBaseline: 'Un maître-nageur vient chez vous',
      pctHat: 'Dans votre piscine, aux horaires qui vous arrangent.',
      pctMetaDesc: 'Cours de natation à domicile : un maître-nageur diplômé se déplace dans votre piscine.',
      pctBody: '<p>Cours particuliers ou en fratrie, du bébé nageur à l’adulte. Nous vérifions avec vous la sécurité du bassin avant le premier cours.</p>',
    }),
  },
  {
    libelle: 'Cours en visio', theme: 'blog',
    content: content('visio', 'Cours en visio', {
      pctBaseline: 'Préparer ses séances depuis le salon',
      pctHat: 'Respiration, gainage et technique à sec, en direct avec un maître-nageur.',
      pctMetaDesc: 'Cours en visio : respiration, gainage et technique de nage à sec avec un maître-nageur.',
      pctBody: '<p>30 minutes en visioconférence pour travailler ce qui fait progresser dans l’eau. Un lien vous est envoyé la veille.</p>',
    }),
  },
];

export const DEMO_POSTS: (Omit<BlogPostFields, 'imageId'> & { daysAgo: number | null })[] = [
  {
    libelle: 'Bien choisir ses lunettes de natation', blgAuteur: 'Sophie Lemaire', blgDatpub: null, daysAgo: 3,
    content: content('bien-choisir-ses-lunettes', 'Bien choisir ses lunettes de natation', {
      pctHat: 'Étanches, confortables, anti-buée : nos conseils pour les enfants et les adultes.',
      pctMetaDesc: 'Comment choisir des lunettes de natation pour enfant ou adulte : taille, étanchéité, anti-buée.',
      pctBody: '<p>Des lunettes qui prennent l’eau gâchent une séance. Essayez-les sans la sangle : elles doivent tenir quelques secondes par simple pression.</p><ul><li>Verres teintés pour l’extérieur</li><li>Pont de nez réglable pour les enfants</li></ul>',
    }),
  },
  {
    libelle: 'Les bébés nageurs, à quel âge commencer ?', blgAuteur: 'Sophie Lemaire', blgDatpub: null, daysAgo: 20,
    content: content('bebes-nageurs-quel-age', 'Les bébés nageurs, à quel âge commencer ?', {
      pctHat: 'Dès 6 mois, après les premiers vaccins : ce qu’il faut savoir avant la première séance.',
      pctMetaDesc: 'À quel âge commencer les bébés nageurs ? Conseils pour la première séance.',
      pctBody: '<p>Nous accueillons les bébés dès 6 mois. Prévoyez une couche de bain et un repas léger une heure avant.</p>',
    }),
  },
  {
    libelle: 'Reprendre la natation après 40 ans', blgAuteur: 'Karim Benali', blgDatpub: null, daysAgo: 45,
    content: content('reprendre-la-natation', 'Reprendre la natation après 40 ans', {
      pctHat: 'Trois séances par semaine, pas plus : la régularité avant l’intensité.',
      pctMetaDesc: 'Reprendre la natation après 40 ans : programme progressif et conseils de maître-nageur.',
      pctBody: '<p>Commencez par 20 minutes en alternant crawl et dos, puis ajoutez 5 minutes chaque semaine.</p>',
    }),
  },
  {
    libelle: 'Stage de Pâques : les inscriptions ouvrent bientôt', blgAuteur: 'Équipe Plouf', blgDatpub: null, daysAgo: null,
    content: content('stage-de-paques', 'Stage de Pâques', {
      pctHat: 'Cinq matinées pour progresser pendant les vacances.',
      pctBody: '<p>Brouillon : programme et tarifs à confirmer.</p>',
    }),
  },
];
