/**
 * A length kept in centimetres, in metres with up to 2 decimals ("25 m", "12,5 m"). A depth is
 * written as pools post it: to the centimetre as soon as it is not whole metres ("0,80 m", "2 m").
 *
 * @example
 * formatMetres(1250, 'fr')                  // '12,5 m'
 * formatMetres(80, 'fr', { depth: true })   // '0,80 m'
 */
export function formatMetres(centimetres: number, locale: string, options: { depth?: boolean } = {}): string {
  const metres = centimetres / 100;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'meter',
    minimumFractionDigits: options.depth && !Number.isInteger(metres) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(metres);
}

export interface PoolSize {
  /** "25 m × 12,5 m", or undefined when the pool's size is not given. */
  surface: string | undefined;
  /** "0,80 m – 2 m", "2 m" when even, or undefined when not given. */
  depth: string | undefined;
}

/** A pool's size as the public page shows it; a zero means "not given". */
export function poolSize(
  pool: { psnLongueurCm: number; psnLargeurCm: number; psnDepthMinCm: number; psnDepthMaxCm: number },
  locale: string,
): PoolSize {
  const metres = (cm: number) => formatMetres(cm, locale);
  const depthOf = (cm: number) => formatMetres(cm, locale, { depth: true });
  const surface = pool.psnLongueurCm > 0 && pool.psnLargeurCm > 0 ? `${metres(pool.psnLongueurCm)} × ${metres(pool.psnLargeurCm)}` : undefined;
  const depths = [pool.psnDepthMinCm, pool.psnDepthMaxCm].filter((cm) => cm > 0);
  const [shallow, deep] = [Math.min(...depths), Math.max(...depths)];
  const depth = depths.length === 0 ? undefined : shallow === deep ? depthOf(deep) : `${depthOf(shallow)} – ${depthOf(deep)}`;
  return { surface, depth };
}
