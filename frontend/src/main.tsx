import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';

/*
 * The application's code is evaluated in steps, each in a task of its own, rather than all in one
 * task as a single module graph would be: a phone's main thread is then never held long before the
 * page becomes interactive (docs/adr/0011). Every step's code is fetched from the start (the build
 * lists it in index.html, frontend/build/stepPreloads.ts); only its evaluation waits its turn. In
 * development there is no list: each step fetches its own code.
 * The order follows the dependencies: what a step needs is, as far as possible, evaluated before it.
 */
const STEPS = [
  () => import('react-dom/client'),
  () => import('./i18n/LocaleProvider.tsx'),
  () => import('./ui/Notifier.tsx'),
  () => import('./features/account/auth/AuthProvider.tsx'),
  () => import('./layout/AppLayout.tsx'),
  () => import('./features/site/index.ts'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest the code waits for the first screen's pictures: a stalled image must not hold the page. */
const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Resolves once the first screen is painted and its largest pictures (the hero, the first cards:
 * fetched at high priority) have arrived, or after FIRST_SCREEN_WAIT_MS. The code is asked for only
 * then: on a slow connection its 250 kB would otherwise share the line with the picture the visitor
 * is waiting for, and delay it by seconds, while the page the server sent is already readable.
 */
async function firstScreenShown(): Promise<void> {
  // A frame's callback runs before its paint; the task after it, once painted. A hidden tab draws
  // no frames, and waits for no picture.
  if (document.visibilityState === 'hidden') return;
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
    .filter((image) => !image.complete)
    .map((image) => new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    }));
  if (pending.length > 0) await Promise.race([Promise.all(pending), delay(FIRST_SCREEN_WAIT_MS)]);
}

/** Asks for every step's code at once: fetched and compiled now, evaluated when its step comes. */
function preloadSteps(): void {
  const listed = document.getElementById('plouf-step-chunks')?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function run(): Promise<void> {
  await firstScreenShown();
  preloadSteps();
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { start } = await import('./start.tsx');
  start();
}

void run();
