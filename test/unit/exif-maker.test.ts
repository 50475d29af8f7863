import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { extractImage, photoDetails } from '../../src/core/ingest/image.js';
import { iptcByline, xmpCreator } from '../../src/core/ingest/exif-maker.js';

const photo = (name: string): string => join(__dirname, '..', 'data', 'photos', name);
const exifText = async (name: string): Promise<{ text: string; facts: Record<string, unknown>; author?: string }> => {
  const r = await extractImage({ path: photo(name), deadline: Date.now() + 60_000 } as Parameters<typeof extractImage>[0]);
  return { text: r.segments.find((s) => s.locator === '#exif')?.text ?? '', facts: r.facts, author: r.author };
};

describe('lens and photographer beyond the standard EXIF tags', () => {
  it("reads the lens a Canon maker note names, and the focal range when it names none", async () => {
    const mk3 = await exifText('canon_1d_mark_iii.jpg');
    expect(mk3.facts.lens).toBe('EF16-35mm f/2.8L II USM');
    expect(mk3.text).toContain('Lens: EF16-35mm f/2.8L II USM.');
    const rebel = await exifText('canon_digital_rebel.jpg');
    expect(rebel.facts.lens).toBe('18-55 mm');
  });

  it("reads a Nikon maker note's lens as focal range and apertures", async () => {
    const d70 = await exifText('nikon_d70.jpg');
    expect(d70.facts.lens).toBe('18-70mm f/3.5-4.5');
  });

  it('names the photographer and the copyright holder in the searchable photo details', async () => {
    const pentax = await exifText('pentax_k10d.jpg');
    expect(pentax.text).toContain('Photographer: Laitche.');
    expect(pentax.text).toContain('Copyright: Laitche (This file is in the public domain.).');
    expect(pentax.author).toBe('Laitche');
  });

  it('finds the photographer in XMP dc:creator or the IPTC By-line when EXIF has no Artist', () => {
    const xmp = Buffer.from('<x:xmpmeta><rdf:RDF><rdf:Description><dc:creator><rdf:Seq><rdf:li>Aoife O&apos;Brien</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>');
    expect(xmpCreator(xmp)).toBe("Aoife O'Brien");
    expect(xmpCreator(Buffer.from('<x:xmpmeta><dc:title>Harbour</dc:title></x:xmpmeta>'))).toBeUndefined();
    const name = Buffer.from('Kwame Mensah');
    const iptc = Buffer.concat([Buffer.from([0x1c, 2, 5, 0, 3]), Buffer.from('Sea'), Buffer.from([0x1c, 2, 80, 0, name.length]), name]);
    expect(iptcByline(iptc)).toBe('Kwame Mensah');
    expect(iptcByline(Buffer.from([0x1c, 2, 5, 0, 3, 65, 66, 67]))).toBeUndefined();
  });

  it('says whether the flash fired, and the conditions a weather or trail camera records', async () => {
    expect((await exifText('canon_1d_mark_iii.jpg')).text).toContain('Flash: fired.');
    expect((await exifText('pentax_k10d.jpg')).text).toContain('Flash: did not fire.');
    expect(photoDetails({ temperature_c: 1, humidity_percent: 80 })).toBe('Temperature: 1 °C (34 °F). Humidity: 80%.');
  });

  it('names no copyright holder when the camera stamped a bare "COPYRIGHT, 2005" there', async () => {
    const samsung = await exifText('samsung_digimax_i50.jpg');
    expect(samsung.facts.copyright).toBeUndefined();
    expect(samsung.text).not.toContain('Copyright');
  });
});
