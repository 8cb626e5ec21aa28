import { readFileSync } from 'node:fs';

/** The operators' nginx configuration, in infra/deploy/. */
export const NGINX_CONF = new URL('../../infra/deploy/nginx.conf', import.meta.url);

interface Location {
  /** `~` a regular expression, or a prefix. */
  regex: RegExp | undefined;
  prefix: string | undefined;
  upstream: string;
}

/**
 * Where nginx sends a request by infra/deploy/nginx.conf, read from the file: its regular-expression
 * locations in their order (the first that matches wins), else its longest prefix location; an
 * upstream named by the method's `map` resolved for the method. Covers what that file uses
 * (`location ~`, prefix locations, `proxy_pass http://name` and `http://$variable` of a `map` on
 * `$request_method`); another construct is refused rather than guessed.
 */
export function nginxRouter(text = readFileSync(NGINX_CONF, 'utf8')) {
  const maps = new Map<string, Map<string, string>>();
  for (const match of text.matchAll(/map \$request_method \$(\w+) \{([^}]*)\}/g)) {
    const entries = new Map<string, string>();
    for (const line of match[2]!.split(';')) {
      const [key, value] = line.trim().split(/\s+/);
      if (key && value) entries.set(key, value);
    }
    maps.set(match[1]!, entries);
  }
  const locations: Location[] = [];
  for (const match of text.matchAll(/location\s+(~\s+)?(\S+)\s*\{([^}]*)\}/g)) {
    const pass = /proxy_pass\s+http:\/\/(\$?\w+)/.exec(match[3]!);
    if (!pass) throw new Error(`location ${match[2]} passes to no upstream`);
    locations.push({ regex: match[1] ? new RegExp(match[2]!) : undefined, prefix: match[1] ? undefined : match[2]!, upstream: pass[1]! });
  }
  const resolve = (upstream: string, method: string) => {
    if (!upstream.startsWith('$')) return upstream;
    const map = maps.get(upstream.slice(1));
    if (!map) throw new Error(`no map for ${upstream}`);
    return map.get(method) ?? map.get('default')!;
  };
  return (method: string, path: string): string => {
    const regex = locations.find((location) => location.regex?.test(path));
    if (regex) return resolve(regex.upstream, method);
    const prefix = locations.filter((location) => location.prefix !== undefined && path.startsWith(location.prefix)).sort((a, b) => b.prefix!.length - a.prefix!.length)[0];
    if (!prefix) throw new Error(`no location for ${path}`);
    return resolve(prefix.upstream, method);
  };
}

/** The test's own ports and folders in the operators' file: the same routing, on this machine. */
export function nginxConfFor(options: { listen: number; commandApi: number[]; queryApi: number[]; dir: string }, text = readFileSync(NGINX_CONF, 'utf8')) {
  const ports = new Map<string, number>([
    ['3101', options.commandApi[0]!],
    ['3102', options.commandApi[1]!],
    ['3201', options.queryApi[0]!],
    ['3202', options.queryApi[1]!],
  ]);
  let conf = text.replace(/127\.0\.0\.1:(31|32)0([12])\b/g, (whole, side: string, n: string) => {
    const port = ports.get(`${side}0${n}`);
    if (port === undefined) throw new Error(`unexpected port in ${whole}`);
    return `127.0.0.1:${port}`;
  });
  conf = conf.replace(/listen 127\.0\.0\.1:8080;/, `listen 127.0.0.1:${options.listen};`).replaceAll('/tmp/plouf-nginx', `${options.dir}/nginx`);
  if (!conf.includes(`listen 127.0.0.1:${options.listen};`)) throw new Error('the listen line of nginx.conf has moved: update nginxConfFor');
  return conf;
}
