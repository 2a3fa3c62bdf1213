import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as catalogue from '../../../src/scene/threeCatalogue';

// The built app's Canvas knows only the classes in src/scene/threeCatalogue.ts (vite.config.ts): an
// element missing from it draws in the dev server and fails in the build. This reads every element
// the table writes, and those drei writes for the components the app imports, and checks each is there.

const SVG_AND_HTML = new Set(['line', 'path', 'text', 'circle', 'g', 'svg', 'polygon', 'audio', 'object']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

const classOf = (tag: string) => tag[0]!.toUpperCase() + tag.slice(1);
const isThreeClass = (tag: string) =>
  typeof (THREE as Record<string, unknown>)[classOf(tag)] === 'function' && !SVG_AND_HTML.has(tag);

function tagsIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!).filter(isThreeClass);
}

describe('the three classes the Canvas is given', () => {
  const written = new Set(
    sourceFiles('src').flatMap((f) => tagsIn(readFileSync(f, 'utf8'), /<([a-z][A-Za-z0-9]*)[\s/>]/g)),
  );
  const drei = new Set(
    ['web/Html.js', 'core/OrbitControls.js'].flatMap((f) =>
      tagsIn(
        readFileSync(`node_modules/@react-three/drei/${f}`, 'utf8'),
        /createElement\("([a-z][A-Za-z0-9]*)"/g,
      ),
    ),
  );

  it('finds the elements it reads for (the scan is not empty)', () => {
    expect([...written]).toEqual(
      expect.arrayContaining(['mesh', 'group', 'instancedMesh', 'hemisphereLight']),
    );
    expect([...drei]).toEqual(expect.arrayContaining(['group', 'planeGeometry']));
  });

  it('holds every element the table and drei write', () => {
    const missing = [...written, ...drei].map(classOf).filter((c) => !(c in catalogue));
    expect(missing).toEqual([]);
  });

  it('holds nothing but three classes', () => {
    for (const [name, value] of Object.entries(catalogue))
      expect(value, name).toBe((THREE as Record<string, unknown>)[name]);
  });
});
