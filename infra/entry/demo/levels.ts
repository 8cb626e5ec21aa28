import { levelsDecider } from '@plouf/command-api';
import { levelsStream } from '@plouf/command-api/events';
import { DEMO_SEED_CORRELATION, handleCommand } from '@plouf/infra';
import type { Platform } from '../platform.ts';

type DemoLevel = { name: string; englishName: string; skills: Array<[string, string]> };

/** The children's activities' levels (issue 26), from the first step in the water to the pool's deep end. */
const DEMO_LEVELS: Record<string, DemoLevel[]> = {
  'jardin-aquatique': [
    { name: 'Poussin', englishName: 'Chick', skills: [['Entrer seul dans l’eau', 'Get into the water alone'], ['Souffler dans l’eau', 'Blow bubbles']] },
    { name: 'Canard', englishName: 'Duckling', skills: [['Mettre la tête sous l’eau', 'Put the head under water'], ['Flotter avec une frite', 'Float with a noodle']] },
  ],
  'apprentissage-natation': [
    { name: 'Têtard', englishName: 'Tadpole', skills: [['Mettre la tête sous l’eau', 'Put the head under water'], ['Flotter sur le dos 5 s', 'Back float for 5 s'], ['Sauter du bord', 'Jump in from the side']] },
    { name: 'Grenouille', englishName: 'Frog', skills: [['Battements de jambes sur 10 m', 'Flutter kick over 10 m'], ['Glisser sur le ventre', 'Front glide'], ['Ramasser un objet à 1,5 m', 'Pick up an object at 1.5 m']] },
    { name: 'Dauphin', englishName: 'Dolphin', skills: [['Crawl sur 25 m', 'Front crawl over 25 m'], ['Dos crawlé sur 25 m', 'Backstroke over 25 m'], ['Plonger du bord', 'Dive in from the side']] },
    { name: 'Sauv’nage', englishName: 'Water safety test', skills: [['Parcours du Sauv’nage', 'The water safety course'], ['Nager 50 m sans appui', 'Swim 50 m unaided']] },
  ],
  'perfectionnement-enfants': [
    { name: 'Bronze', englishName: 'Bronze', skills: [['Quatre nages sur 25 m', 'Four strokes over 25 m'], ['Virage culbute', 'Tumble turn']] },
    { name: 'Argent', englishName: 'Silver', skills: [['400 m nage libre', '400 m freestyle'], ['Départ plongé', 'Racing dive']] },
    { name: 'Or', englishName: 'Gold', skills: [['200 m quatre nages', '200 m individual medley'], ['Coulées sous-marines', 'Underwater kicks']] },
  ],
};

/** Levels for the demo's children's activities, on a fresh demo (the seed's marker makes it once). */
export async function seedDemoLevels(platform: Platform, slugToId: ReadonlyMap<string, number>, now: Date) {
  const meta = { correlationId: DEMO_SEED_CORRELATION, userId: null, timestamp: now.toISOString() };
  for (const [slug, levels] of Object.entries(DEMO_LEVELS)) {
    const acyId = slugToId.get(slug);
    if (acyId === undefined) continue;
    const saved = [];
    for (const level of levels) {
      const skills = [];
      for (const [name, englishName] of level.skills) skills.push({ sklId: await platform.ids.next('skill'), name, englishName });
      saved.push({ lvlId: await platform.ids.next('level'), name: level.name, englishName: level.englishName, skills });
    }
    await handleCommand(platform.store, levelsStream(acyId), levelsDecider, { type: 'SaveLevels', data: { acyId, levels: saved, now: now.toISOString(), by: null } }, meta);
  }
}
