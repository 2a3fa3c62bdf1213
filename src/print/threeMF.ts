import { strToU8, zipSync } from 'fflate';
import type { PrintPart } from './boardParts';
import type { PartsLine } from './partsList';
import { partsWords } from './partsList';

// 3MF as the format defines it: an Open Packaging zip holding the content types, the package's
// relationship to its model, and the model itself (XML, millimetres), one object per part so a
// slicer shows each tile as its own body. The parts list goes in as the model's description and as
// a text file beside it.

const MODEL_NS = 'http://schemas.microsoft.com/3dmanufacturing/core/2015/02';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/>
<Default Extension="txt" ContentType="text/plain"/>
</Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
</Relationships>`;

const escape = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A coordinate as 3MF writes it: plain decimal, never exponent notation. */
const num = (n: number) => String(Math.round(n * 1000) / 1000);

function objectXml(part: PrintPart, id: number): string {
  const { positions, triangles } = part.solid;
  const out: string[] = [
    `<object id="${id}" type="model" name="${escape(`${part.what}: ${part.id}`)}"><mesh><vertices>`,
  ];
  for (let i = 0; i < positions.length; i += 3)
    out.push(
      `<vertex x="${num(positions[i]!)}" y="${num(positions[i + 1]!)}" z="${num(positions[i + 2]!)}"/>`,
    );
  out.push('</vertices><triangles>');
  for (let i = 0; i < triangles.length; i += 3)
    out.push(`<triangle v1="${triangles[i]}" v2="${triangles[i + 1]}" v3="${triangles[i + 2]}"/>`);
  out.push('</triangles></mesh></object>');
  return out.join('');
}

/** The parts as a 3MF package, named `title`, with its parts list. */
export function toThreeMF(
  parts: readonly PrintPart[],
  title: string,
  list: readonly PartsLine[],
): Uint8Array {
  const words = list.map(partsWords);
  const model = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<model unit="millimeter" xml:lang="en-US" xmlns="${MODEL_NS}">`,
    `<metadata name="Title">${escape(title)}</metadata>`,
    `<metadata name="Description">${escape(words.join('; '))}</metadata>`,
    '<resources>',
    ...parts.map((p, i) => objectXml(p, i + 1)),
    '</resources><build>',
    ...parts.map((_, i) => `<item objectid="${i + 1}"/>`),
    '</build></model>',
  ].join('\n');
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    '3D/3dmodel.model': strToU8(model),
    'Metadata/parts.txt': strToU8(`${title}\n\n${words.join('\n')}\n`),
  });
}
