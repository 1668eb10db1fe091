export interface ZipEntryInput {
  name: string;
  content?: Buffer;
  /** What the central directory claims the entry inflates to; its real size unless told. */
  declaredUncompressedSize?: number;
}

/**
 * A small ZIP with stored (uncompressed) entries, e.g. the skeleton of a DOCX. The declared
 * sizes can lie, which is how a zip bomb's central directory looks to a server that only reads.
 */
export function makeZip(entries: readonly ZipEntryInput[]): Buffer {
  const localParts: Buffer[] = [];
  const centralParts: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const content = entry.content ?? Buffer.from(`<xml>${entry.name}</xml>`);
    const declared = entry.declaredUncompressedSize ?? content.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    localParts.push(local, name, content);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centralParts.push(central, name);

    offset += local.length + name.length + content.length;
  }
  const centralDirectory = Buffer.concat(centralParts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...localParts, centralDirectory, end]);
}

const officeParts = {
  word: ['document', 'wordprocessingml.document'],
  xl: ['workbook', 'spreadsheetml.sheet'],
  ppt: ['presentation', 'presentationml.presentation'],
} as const;

/** The entries of a minimal Word, Excel or PowerPoint file, its main part's type declared. */
export function officeEntries(folder: 'word' | 'xl' | 'ppt'): ZipEntryInput[] {
  const [main, type] = officeParts[folder];
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/${folder}/${main}.xml" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`;
  return [
    { name: '[Content_Types].xml', content: Buffer.from(contentTypes) },
    { name: '_rels/.rels' },
    { name: `${folder}/${main}.xml` },
  ];
}
