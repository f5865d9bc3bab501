import sharp from 'sharp';

/** Where the fixture photo says it was taken: Ibadan. */
export const FIXTURE_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '7/1 23/1 4/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '3/1 53/1 0/1',
};

/**
 * A phone-like JPEG: camera make and model, a GPS position and EXIF orientation 6 (stored on its side, shown upright
 * as `height` x `width`), as children's photos arrive from staff phones.
 */
export async function photoWithGps(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } })
    .composite([{ input: { create: { width: width / 4, height: height / 4, channels: 3, background: '#f2b705' } } }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' }, IFD3: FIXTURE_GPS })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain PNG of this size. */
export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** True when an EXIF block (as sharp's metadata gives it: `Exif\0\0` + TIFF) has a GPS IFD in IFD0. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true;
  }
  return false;
}
