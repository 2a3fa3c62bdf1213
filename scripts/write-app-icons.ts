import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APP_ICONS, drawHexMark } from './appIcons/hexMark';
import { encodePng } from './appIcons/png';

// `npm run icons`: draws the app's icons (the manifest's and iOS's) into public/, where they are
// kept in git. Run it again only when the mark changes; tests/unit/app/appIcons.test.ts says when
// the kept files and this drawing differ.
for (const icon of APP_ICONS) {
  const path = join('public', icon.file);
  mkdirSync(dirname(path), { recursive: true });
  const png = encodePng(icon.size, drawHexMark(icon.size, icon.look));
  writeFileSync(path, png);
  console.log(`${path}: ${icon.size} × ${icon.size}, ${png.length} bytes`);
}
