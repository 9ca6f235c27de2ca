// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms;
const SIDE_EFFECT_IMPORT = /^\s*import\s+'([^']+)'/gm;

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Everything a module loads with it (static imports, followed), and the packages among them. */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const pattern of [STATIC_IMPORT, SIDE_EFFECT_IMPORT]) {
      for (const [, specifier] of text.matchAll(pattern)) {
        const found = resolve(file, specifier!);
        if (found) visit(found);
        else if (!specifier!.startsWith('.')) packages.add(specifier!);
      }
    }
  };
  visit(entry);
  return { files: [...files].map((file) => path.relative(src, file)), packages: [...packages] };
}

/**
 * The sheet readers (papaparse, and fflate for XLSX) are large next to the editor: they must load
 * only when a sheet is given on the Make many page (a dynamic import), never with the template's
 * page or an editor, which offer Make many by a link alone.
 */
describe('where the sheet readers load', () => {
  it('keeps them out of everything the template pages and the editors load', () => {
    for (const route of [
      'canvas-editor.tsx',
      'template-detail.tsx',
      'template-direct-upload-image.tsx',
      'template-server-render.tsx',
    ]) {
      const screen = staticGraph(path.join(src, 'routes', route));
      expect(screen.files.length, route).toBeGreaterThan(10);
      // Make many's link, which loads nothing of Make many's own.
      expect(
        screen.files.filter((file) => file.includes('batches')),
        route,
      ).toEqual(['features/batches/components/make-many-link.tsx']);
      expect(screen.packages, route).not.toContain('papaparse');
      expect(screen.packages, route).not.toContain('fflate');
    }
  });

  it('keeps them out of what the Make many page loads before a sheet is given', () => {
    const page = staticGraph(path.join(src, 'routes/make-many.tsx'));
    expect(page.files).toContain('features/batches/components/sheet-input.tsx');
    expect(page.files.filter((file) => file.includes('read-'))).toEqual([]);
    expect(page.packages).not.toContain('papaparse');
    expect(page.packages).not.toContain('fflate');
  });
});
