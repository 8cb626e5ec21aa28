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

/**
 * The far end of a pool hall above the water line: a wall in a soft gradient with tall windows,
 * the light they cast, the pool's edge with its tiles and a starting block per lane.
 */
function hall(width: number, height: number, lanesAt: number[]): string {
  const edge = height * 0.3;
  const windows = Array.from({ length: 6 }, (_, index) => {
    const x = width * (0.04 + index * 0.162);
    return `<rect x="${x.toFixed(0)}" y="${(height * 0.04).toFixed(0)}" width="${(width * 0.13).toFixed(0)}" height="${(edge * 0.62).toFixed(0)}" rx="6" fill="url(#sky)" stroke="#5d8ea8" stroke-width="5"/><path d="M${(x + width * 0.065).toFixed(0)} ${(height * 0.04).toFixed(0)} v${(edge * 0.62).toFixed(0)}" stroke="#5d8ea8" stroke-width="4"/>`;
  }).join('');
  const tiles = Array.from({ length: 40 }, (_, index) => `<rect x="${(index * width) / 40}" y="${edge - 6}" width="${width / 40 - 2}" height="6" fill="${index % 2 ? '#2f7fb0' : '#e9f4fa'}"/>`).join('');
  const blocks = lanesAt.map((x) => `<rect x="${(x - 14).toFixed(0)}" y="${(edge - 22).toFixed(0)}" width="28" height="16" rx="3" fill="#f4f8fb" stroke="#9cc3d9"/>`).join('');
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc0d8"/><stop offset="1" stop-color="#6ea9c6"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8e1"/><stop offset="1" stop-color="#b9e3f7"/></linearGradient></defs>
<rect width="${width}" height="${edge}" fill="url(#wall)"/>${windows}<rect y="${edge * 0.7}" width="${width}" height="${edge * 0.3}" fill="#5f9bb9"/>${blocks}
<rect y="${edge - 8}" width="${width}" height="${height * 0.03}" fill="#f4f8fb"/>${tiles}`;
}

function lanes(width: number, height: number): string {
  const xs = Array.from({ length: 7 }, (_, index) => width * (0.1 + index * 0.135));
  const ropes = xs
    .map((x) =>
      Array.from({ length: 14 }, (_, step) => {
        const t = step / 13;
        const cx = width / 2 + (x - width / 2) * (0.25 + 0.75 * t);
        const cy = height * (0.32 + 0.68 * t);
        return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(3 + t * 9).toFixed(1)}" fill="${step % 2 ? '#e23d3d' : '#ffffff'}"/>`;
      }).join(''),
    )
    .join('');
  // Starting blocks stand between the ropes, where they meet the edge.
  const blocksAt = xs.slice(0, -1).map((x, index) => width / 2 + ((x + xs[index + 1]!) / 2 - width / 2) * 0.25);
  return hall(width, height, blocksAt) + ropes;
}

/** A house with its own pool in front: the home-lessons picture. */
function house(width: number, height: number): string {
  const [x, y, w, h] = [width * 0.56, height * 0.1, width * 0.34, height * 0.3];
  const window = (wx: number) => `<rect x="${wx.toFixed(0)}" y="${(y + h * 0.22).toFixed(0)}" width="${(w * 0.18).toFixed(0)}" height="${(h * 0.26).toFixed(0)}" rx="4" fill="#cfe9f6" stroke="#8a6a4a" stroke-width="4"/>`;
  return `<rect width="${width}" height="${height * 0.42}" fill="url(#day)"/><defs><linearGradient id="day" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6fb"/><stop offset="1" stop-color="#eaf7fd"/></linearGradient></defs>
<circle cx="${width * 0.16}" cy="${height * 0.12}" r="${height * 0.06}" fill="#ffe082"/>
<rect y="${height * 0.36}" width="${width}" height="${height * 0.08}" fill="#7cc47f"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbf3e4" stroke="#d9c7a7" stroke-width="3"/>
<path d="M${x - w * 0.06} ${y + 2} L${x + w / 2} ${y - h * 0.42} L${x + w * 1.06} ${y + 2} Z" fill="#e26d5a"/>
${window(x + w * 0.1)}${window(x + w * 0.72)}
<rect x="${x + w * 0.42}" y="${y + h * 0.45}" width="${w * 0.16}" height="${h * 0.55}" rx="3" fill="#8a6a4a"/>
<rect y="${height * 0.42}" width="${width}" height="${height * 0.03}" fill="#f4f8fb"/>`;
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
      return water(width, height, '#9be7d8', '#1b8f8a', next) + house(width, height) + swimmer(width * 0.28, height * 0.68, 1, '#0b3d5c');
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
