import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shared rules of the server's modules (docs/architecture.md, Server modules): every file is
 * `<folder>.<part>.ts` after the folder it sits in (a test `<folder>.<topic>.test.ts`), and a
 * route file declares its routes through declareRoutes (platform/routes.ts), never app.get/post/...
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/** Every .ts file below modules/, as a path relative to it (this file, at the top, excepted). */
function moduleFiles(dir = modulesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(full);
    if (dir === modulesDir || !entry.name.endsWith('.ts')) return [];
    return [path.relative(modulesDir, full)];
  });
}

const part = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Whether a file's name is its folder's name, one part and .ts (or .test.ts). */
function followsNamingRule(file: string): boolean {
  const folder = path.basename(path.dirname(file));
  const escaped = folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\.${part}(?:\\.test)?\\.ts$`).test(path.basename(file));
}

/** Whether a source calls a Fastify scope's route methods directly. */
function declaresRawRoutes(source: string): boolean {
  return /\bapp\.(?:get|head|post|put|patch|delete|options|all|route)\s*\(/.test(source);
}

describe('module files', () => {
  const files = moduleFiles();

  it('are named <folder>.<part>.ts, tests <folder>.<topic>.test.ts', () => {
    expect(files.filter((file) => !followsNamingRule(file))).toEqual([]);
  });

  it('declare routes only through declareRoutes', () => {
    const routeFiles = files.filter((file) => /routes\.ts$/.test(file));
    const raw = routeFiles.filter((file) =>
      declaresRawRoutes(readFileSync(path.join(modulesDir, file), 'utf8')),
    );
    expect(raw).toEqual([]);
  });
});

describe('the naming rule itself', () => {
  it('takes the folder name, one part and .ts or .test.ts', () => {
    expect(followsNamingRule('shipping/shipping.service.ts')).toBe(true);
    expect(followsNamingRule('shipping/carriers/carriers.shiprocket.test.ts')).toBe(true);
    expect(followsNamingRule('accounts/profile/profile.business-routes.ts')).toBe(true);
  });

  it('refuses another folder, a missing part or an extra one', () => {
    expect(followsNamingRule('shipping/shipments.service.ts')).toBe(false);
    expect(followsNamingRule('shipping/carriers/carrier.ts')).toBe(false);
    expect(followsNamingRule('returns/ports.ts')).toBe(false);
    expect(followsNamingRule('content/content.banners.admin.test.ts')).toBe(false);
  });

  it('finds a raw route call but not declareRoutes', () => {
    expect(declaresRawRoutes("app.get('/x', handler)")).toBe(true);
    expect(declaresRawRoutes('app.post(\n')).toBe(true);
    expect(declaresRawRoutes("route.get('/x', spec, handler)")).toBe(false);
    expect(declaresRawRoutes("app.addHook('preClose', close)")).toBe(false);
  });
});
