// Every route the app declares, read from Express's own router stack (router 2.x keeps each
// layer's declared path as `rawPath`): the API description (openapi.ts), the access matrix and the
// fuzzer walk this list, so a route added anywhere is described, walked (or named as missing)
// without anyone remembering to add it.
import type { Application } from 'express';

export interface DeclaredRoute {
  method: string;
  /** The full declared path, parameters as `:name` (e.g. `/api/admin/orders/:id`). */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function joinPath(prefix: string, part: unknown): string[] {
  const parts = Array.isArray(part) ? part : [part];
  return parts.flatMap((p) => {
    if (typeof p !== 'string') return []; // a RegExp path: none is declared today
    const joined = `${prefix}/${p}`.replace(/\/{2,}/g, '/');
    return [joined.length > 1 ? joined.replace(/\/$/, '') : joined];
  });
}

function walk(stack: Layer[], prefix: string, out: DeclaredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of joinPath(prefix, layer.route.path)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = layer.rawPath === undefined || layer.rawPath === '/' ? [prefix || '/'] : joinPath(prefix, layer.rawPath);
      for (const base of mount) walk(layer.handle.stack, base === '/' ? '' : base, out);
    }
  }
}

/** The routes of `app`, each method once, in declaration order. */
export function declaredRoutes(app: Application): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  const seen = new Set<string>();
  return out.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
