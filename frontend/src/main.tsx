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
  preloadSteps();
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const { start } = await import('./start.tsx');
  start();
}

void run();
