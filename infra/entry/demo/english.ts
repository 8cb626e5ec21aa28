import type { ActivityTranslations, BlogPostTranslations, MnsTranslations, PageContentEnglish, PageTranslations, PassTranslations, PoolTranslations } from '@plouf/command-api/contracts';
import { content } from './content.ts';

/**
 * The English of the demo catalogue (content.ts), by slug (by name for passes and MNS): what an
 * English-speaking family reads at `?lang=en`. One pool and one post are left in French on
 * purpose, so the demo shows the fallback to French (docs/adr/0012-catalogue-translations.md).
 */
/** A page's English texts: the French page's shape (content.ts), without its address. */
const page = (pctTitle: string, more: Partial<PageContentEnglish> = {}): PageContentEnglish => {
  const { slug: _slug, ...texts } = content('', pctTitle, more);
  return texts;
};

export const ACTIVITIES_EN: Record<string, ActivityTranslations> = {
  'bebes-nageurs': {
    en: {
      libelle: 'Baby swimming',
      acyInfos: 'Water discovery with a parent, in water at 32°C.',
      configActivity: { equipement: 'Swim nappy, towel, cap for the parent' },
      content: page('Baby swimming', {
        pctBaseline: 'From 6 months, the joy of water as a family',
        pctHat: 'Half an hour of play in warm water, with a parent and a lifeguard-instructor.',
        pctMetaDesc: 'Baby swimming sessions from 6 months in water at 32°C, with a parent, led by our lifeguard-instructors.',
        pctBody: '<h2>A first meeting with water</h2><p>Your child discovers the water in your arms: going under, floating, sliding down the slide. Each session lasts 30 minutes.</p><ul><li>Water heated to 32°C</li><li>Groups of 8 families at most</li><li>One parent in the water with the child</li></ul>',
      }),
    },
  },
  'jardin-aquatique': {
    en: {
      libelle: 'Water garden',
      acyInfos: 'Games and water discovery for 3 to 5 year-olds.',
      configActivity: { equipement: 'Swimsuit, cap, goggles advised' },
      content: page('Water garden', {
        pctBaseline: 'Playing their way to the big pool',
        pctHat: 'Obstacle courses, mats and games: 3 to 5 year-olds grow in confidence without noticing.',
        pctMetaDesc: 'Water garden for 3 to 5 year-olds: playful courses to get used to the water before learning to swim.',
        pctBody: '<p>Without their parents in the water, children learn to get into the pool on their own, to put their head under water and to float.</p>',
      }),
    },
  },
  'apprentissage-natation': {
    en: {
      libelle: 'Learn to swim',
      acyInfos: 'The four strokes and confidence in the deep end.',
      configActivity: { equipement: 'Swimsuit, cap, goggles' },
      content: page('Learn to swim', {
        pctBaseline: 'Swimming alone in the deep end within a season',
        pctHat: 'Progress level by level, confirmed by the “Sauv’nage” water-safety test.',
        pctMetaDesc: 'Swimming lessons for children from 6: learn to swim alone in the deep end, in small groups of 8.',
        pctBody: '<h2>Three levels</h2><ol><li>Moving without support</li><li>Front crawl and backstroke over 25 m</li><li>Breaststroke, diving and 50 m without stopping</li></ol>',
      }),
    },
  },
  'perfectionnement-enfants': {
    en: {
      libelle: 'Advanced swimming for children',
      acyInfos: 'Technique, stamina and diving.',
      configActivity: { equipement: 'Swimsuit, cap, goggles, short fins' },
      content: page('Advanced swimming for children', {
        pctBaseline: 'For those who can swim and want to go further',
        pctMetaDesc: 'Advanced swimming for children from 8: technique in all four strokes, stamina and diving.',
        pctBody: '<p>Turns, underwater glides, butterfly: children prepare for swimming-club tests, or simply swim better.</p>',
      }),
    },
  },
  aquagym: {
    en: {
      libelle: 'Aqua aerobics',
      acyInfos: 'Muscle toning to music.',
      configActivity: { equipement: 'Swimsuit, cap, pool shoes advised' },
      content: page('Aqua aerobics', {
        pctBaseline: 'Get stronger without getting hurt',
        pctMetaDesc: 'Aqua aerobics classes to music: gentle muscle toning in a small group.',
        pctBody: '<p>Pool noodles, foam dumbbells and good spirits: 45 minutes for the whole body, with no strain on the joints.</p>',
      }),
    },
  },
  'natation-adultes': {
    en: {
      libelle: 'Adult swimming',
      acyInfos: 'Learn or improve, whatever your age.',
      configActivity: { equipement: 'Swimsuit, cap, goggles' },
      content: page('Adult swimming', {
        pctBaseline: 'It is never too late to learn',
        pctMetaDesc: 'Swimming lessons for adult beginners and confident swimmers, in small groups, with a lifeguard-instructor.',
        pctBody: '<p>Beginners, or swimmers who want a better front crawl: groups are made by level.</p>',
      }),
    },
  },
  aquaphobie: {
    en: {
      libelle: 'Fear of water',
      acyInfos: 'Overcome your fear of water, in a small group.',
      configActivity: { equipement: 'Swimsuit, cap' },
      content: page('Overcoming fear of water', {
        pctBaseline: 'At your own pace, in the shallow pool',
        pctMetaDesc: 'Fear-of-water course for adults: overcome your fear of water in a small group, at your own pace.',
        pctBody: '<p>Six people at most, feet on the bottom to begin with. We only move on when you are ready.</p>',
      }),
    },
  },
};

/** By the MNS's first name. */
export const MNS_EN: Record<string, MnsTranslations> = {
  Sophie: { en: { mnsInfos: 'Lifeguard-instructor for 12 years, specialised in baby swimming.' } },
  Karim: { en: { mnsInfos: 'A former competitive swimmer, he coaches the advanced groups.' } },
  Élodie: { en: { mnsInfos: 'Aqua aerobics and fear of water: patience above all.' } },
  Thomas: { en: { mnsInfos: 'Teaches swimming to everyone from 6 to 77.' } },
};

/** The Bassin du Canal has no English: its page shows the French one. */
export const POOLS_EN: Record<string, PoolTranslations> = {
  'piscine-des-tilleuls': {
    en: {
      libelle: 'Les Tilleuls pool',
      configPiscine: { infosFermeture: 'Closed for draining from 21 December to 4 January.', horaires: 'Lessons Tuesday to Saturday, 9 am to 7 pm.', acces: 'Metro line 9 Croix-de-Chavaux, buses 102 and 122.' },
      content: page('Les Tilleuls pool', {
        pctBaseline: 'A 25 m pool and a heated paddling pool',
        pctHat: 'A short walk from Croix-de-Chavaux metro, our historic pool hosts every activity.',
        pctMetaDesc: 'Les Tilleuls pool in Montreuil: baby swimming, swimming for children and adults, aqua aerobics. Times and booking.',
        pctBody: '<p>A 25 m pool with 6 lanes and a small pool at 32°C. Family changing rooms and free lockers.</p>',
      }),
    },
  },
  'centre-aquatique-de-la-marne': {
    en: {
      libelle: 'Marne aquatic centre',
      configPiscine: { horaires: 'Lessons Monday to Saturday, 7 am to 9 pm.', acces: 'RER A Joinville-le-Pont, free car park.' },
      content: page('Marne aquatic centre', {
        pctBaseline: 'The Olympic-size pool on the banks of the Marne',
        pctHat: 'A 50 m pool, a diving pit and a wellness area.',
        pctMetaDesc: 'Marne aquatic centre in Joinville: 50 m pool, advanced swimming and adult lessons.',
        pctBody: '<p>Ideal for improving: lanes set aside for our lessons, and timing.</p>',
      }),
    },
  },
  'cours-a-domicile-paris-est': {
    en: {
      libelle: 'Home lessons, east Paris',
      configPiscine: { infosFermeture: 'No home lessons from October to April.', horaires: 'By appointment, 7 days a week.', acces: 'Within 10 km of Vincennes.' },
      content: page('Home lessons, east Paris', {
        pctBaseline: 'A lifeguard-instructor in your own pool',
        pctMetaDesc: 'Swimming lessons at home in east Paris: a lifeguard-instructor comes to your pool.',
        pctBody: '<p>Do you have a pool? Our lifeguard-instructors travel to Vincennes, Saint-Mandé, Montreuil and Fontenay.</p>',
      }),
    },
  },
};

/** By the pass's French name. */
export const PASSES_EN: Record<string, PassTranslations> = {
  'Séance découverte': { en: { libelle: 'Trial session', fftInfos: 'One session to try us out, one per family.' } },
  'Carte 10 séances enfants': { en: { libelle: '10-session card, children', fftInfos: 'Valid for a year in all our pools.' } },
  'Abonnement annuel': { en: { libelle: 'Yearly subscription', fftInfos: 'One session a week from September to June.' } },
  'Carte 10 séances adultes': { en: { libelle: '10-session card, adults', fftInfos: 'Aqua aerobics, adult swimming and fear of water.' } },
  'Forfait 5 cours à domicile': { en: { libelle: '5 home lessons', fftInfos: 'Five 45-minute private lessons at your home.' } },
};

export const PAGES_EN: Record<string, PageTranslations> = {
  accueil: {
    en: {
      libelle: 'Home',
      content: page('Plouf, the swimming school', {
        pctBaseline: 'Swimming lessons for the whole family, from 6 months to 99 years',
        pctHat: 'Baby swimming, learning to swim, aqua aerobics: qualified lifeguard-instructors, small groups and four places around Paris.',
        pctMetaTitle: 'Plouf, swimming lessons for the family',
        pctMetaDesc: 'Swimming school in Paris and Île-de-France: baby swimming, lessons for children and adults, aqua aerobics, home lessons.',
        pctBody: '<p>Book a trial session, choose your pass, and find all your lessons in your family space.</p>',
      }),
    },
  },
  'mentions-legales': {
    en: {
      libelle: 'Legal notice',
      content: page('Legal notice', {
        pctMetaDesc: 'Legal notice of the Plouf website: publisher, host, personal data.',
        pctBody: '<h2>Publisher</h2><p>Plouf SAS, 12 rue des Tilleuls, 93100 Montreuil, France. Registered in Bobigny under number 912 345 678. Publication director: Sophie Lemaire.</p><h2>Hosting</h2><p>The website is hosted in the European Union.</p><h2>Personal data</h2><p>Your account data is used to manage your bookings. You can ask for it to be deleted by writing to <a href="mailto:contact@plouf.fr">contact@plouf.fr</a>.</p>',
      }),
    },
  },
  cgv: {
    en: {
      libelle: 'Terms of sale',
      content: page('Terms of sale', {
        pctMetaDesc: 'Terms of sale of Plouf passes and subscriptions.',
        pctBody: '<h2>Passes</h2><p>A pass is valid for the number of months shown, from the day of purchase. Unused sessions are not refunded.</p><h2>Cancellation</h2><p>A session cancelled more than 24 hours ahead is credited back to your card.</p><h2>Payment</h2><p>Prices are in euros including VAT (20%).</p>',
      }),
    },
  },
  domicile: {
    en: {
      libelle: 'Home lessons',
      content: page('Home lessons', {
        pctBaseline: 'A lifeguard-instructor comes to you',
        pctHat: 'In your own pool, at times that suit you.',
        pctMetaDesc: 'Swimming lessons at home: a qualified lifeguard-instructor comes to your pool.',
        pctBody: '<p>Private lessons, alone or with brothers and sisters, from baby swimming to adults. We check the pool’s safety with you before the first lesson.</p>',
      }),
    },
  },
  visio: {
    en: {
      libelle: 'Video lessons',
      content: page('Video lessons', {
        pctBaseline: 'Prepare your sessions from the living room',
        pctHat: 'Breathing, core strength and dry-land technique, live with a lifeguard-instructor.',
        pctMetaDesc: 'Video lessons: breathing, core strength and swimming technique on dry land with a lifeguard-instructor.',
        pctBody: '<p>30 minutes by video call to work on what makes you progress in the water. A link is sent to you the day before.</p>',
      }),
    },
  },
};

/** The Easter course draft has no English yet. */
export const POSTS_EN: Record<string, BlogPostTranslations> = {
  'bien-choisir-ses-lunettes': {
    en: {
      libelle: 'Choosing the right swimming goggles',
      content: page('Choosing the right swimming goggles', {
        pctHat: 'Watertight, comfortable, anti-fog: our advice for children and adults.',
        pctMetaDesc: 'How to choose swimming goggles for a child or an adult: size, seal, anti-fog.',
        pctBody: '<p>Leaking goggles spoil a session. Try them without the strap: they should stay on for a few seconds just by pressing them.</p><ul><li>Tinted lenses for outdoors</li><li>An adjustable nose bridge for children</li></ul>',
      }),
    },
  },
  'bebes-nageurs-quel-age': {
    en: {
      libelle: 'Baby swimming: when to start?',
      content: page('Baby swimming: when to start?', {
        pctHat: 'From 6 months, after the first vaccinations: what to know before the first session.',
        pctMetaDesc: 'When to start baby swimming? Advice for the first session.',
        pctBody: '<p>We welcome babies from 6 months. Bring a swim nappy, and give a light meal an hour before.</p>',
      }),
    },
  },
  'reprendre-la-natation': {
    en: {
      libelle: 'Getting back to swimming after 40',
      content: page('Getting back to swimming after 40', {
        pctHat: 'Three sessions a week, no more: regularity before intensity.',
        pctMetaDesc: 'Getting back to swimming after 40: a gradual programme and a lifeguard-instructor’s advice.',
        pctBody: '<p>Start with 20 minutes, alternating front crawl and backstroke, then add 5 minutes each week.</p>',
      }),
    },
  },
};
