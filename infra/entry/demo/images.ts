import sharp from 'sharp';

/**
 * Illustrations for the demo catalogue, drawn here rather than shipped as photos: water, lanes,
 * light and a few shapes per theme, so that a fresh `npm start` shows a site with images.
 */
export type Theme = 'pool' | 'baby' | 'kids' | 'adults' | 'portrait' | 'blog' | 'home';

const rand = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

function water(width: number, height: number, top: string, bottom: string, next: () => number): string {
  const caustics = Array.from({ length: 28 }, () => {
    const x = Math.round(next() * width);
    const y = Math.round(height * 0.35 + next() * height * 0.65);
    return `<ellipse cx="${x}" cy="${y}" rx="${Math.round(30 + next() * 90)}" ry="${Math.round(6 + next() * 14)}" fill="#fff" opacity="${(0.06 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#w)"/>${caustics}`;
}

function lanes(width: number, height: number): string {
  const ropes = Array.from({ length: 7 }, (_, index) => {
    const x = width * (0.1 + index * 0.135);
    const dots = Array.from({ length: 14 }, (_, step) => {
      const t = step / 13;
      const cx = width / 2 + (x - width / 2) * (0.25 + 0.75 * t);
      const cy = height * (0.3 + 0.7 * t);
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(3 + t * 9).toFixed(1)}" fill="${step % 2 ? '#e23d3d' : '#ffffff'}"/>`;
    }).join('');
    return dots;
  }).join('');
  return `<rect width="${width}" height="${height * 0.3}" fill="#dcecf5"/><rect y="${height * 0.27}" width="${width}" height="${height * 0.04}" fill="#f4f8fb"/>${ropes}`;
}

function swimmer(x: number, y: number, scale: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="0" cy="0" r="22" fill="${color}"/><path d="M-30 30 Q 40 -10 120 28" stroke="${color}" stroke-width="20" stroke-linecap="round" fill="none"/><path d="M20 10 Q 60 -60 110 -30" stroke="${color}" stroke-width="14" stroke-linecap="round" fill="none"/></g>`;
}

function duck(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><ellipse cx="0" cy="20" rx="60" ry="38" fill="#ffd23f"/><circle cx="38" cy="-22" r="30" fill="#ffd23f"/><path d="M62 -22 L96 -14 L62 -8 Z" fill="#f28c28"/><circle cx="46" cy="-30" r="5" fill="#222"/></g>`;
}

function bubbles(width: number, height: number, next: () => number): string {
  return Array.from({ length: 18 }, () => `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${Math.round(6 + next() * 26)}" fill="none" stroke="#fff" stroke-width="3" opacity="0.5"/>`).join('');
}

function scene(theme: Theme, width: number, height: number, next: () => number): string {
  switch (theme) {
    case 'pool':
      return lanes(width, height).replace(/^/, water(width, height, '#5ec8e5', '#0a6fa8', next)) + swimmer(width * 0.55, height * 0.62, 1.2, '#0b3d5c');
    case 'baby':
      return water(width, height, '#8fe0f0', '#2a9fd6', next) + duck(width * 0.3, height * 0.55, 1.4) + duck(width * 0.7, height * 0.7, 0.9) + bubbles(width, height, next);
    case 'kids':
      return water(width, height, '#6fd6e8', '#157fbf', next) + swimmer(width * 0.25, height * 0.45, 1.1, '#ff7f50') + swimmer(width * 0.55, height * 0.7, 0.9, '#ffd23f') + bubbles(width, height, next);
    case 'adults':
      return water(width, height, '#3aa6d0', '#06426b', next) + swimmer(width * 0.35, height * 0.5, 1.5, '#f4f8fb');
    case 'home':
      return water(width, height, '#9be7d8', '#1b8f8a', next) + `<rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.28}" height="${height * 0.3}" fill="#fff" opacity="0.85"/><path d="M${width * 0.6} ${height * 0.14} L${width * 0.76} ${height * 0.02} L${width * 0.92} ${height * 0.14} Z" fill="#e26d5a"/>` + swimmer(width * 0.28, height * 0.65, 1, '#0b3d5c');
    case 'blog':
      return water(width, height, '#b3e5fc', '#1976d2', next) + bubbles(width, height, next) + `<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.1}" fill="#ffe082"/>`;
    case 'portrait': {
      const hue = Math.round(next() * 360);
      return `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 82%)"/><circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.18}" fill="hsl(${hue} 35% 35%)"/><ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.36}" ry="${height * 0.38}" fill="hsl(${hue} 35% 35%)"/>`;
    }
  }
}

/**
 * A JPEG illustration: 1200x800 (600x600 for a portrait), varied by `seed`.
 *
 * @example
 * const bytes = await demoImage('pool', 3);
 */
export async function demoImage(theme: Theme, seed: number): Promise<Buffer> {
  const [width, height] = theme === 'portrait' ? [600, 600] : [1200, 800];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scene(theme, width, height, rand(seed * 7919 + 17))}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The default image (media 1): a plain drop on a light background, as a PNG. */
export async function noImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#e8f1f6"/><path d="M400 170 C 470 260 510 320 510 380 A 110 110 0 0 1 290 380 C 290 320 330 260 400 170 Z" fill="#b5cfdd"/><path d="M350 390 A 55 55 0 0 0 400 440" stroke="#e8f1f6" stroke-width="14" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
