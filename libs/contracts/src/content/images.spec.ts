import { focalClasses, focalPosition, imageVariantFile, parseImageVariantFile } from './images';

describe('photo file names', () => {
  it('names a replaced upload in the file, so its address is new', () => {
    expect(imageVariantFile(750, 'webp')).toBe('750.webp');
    expect(imageVariantFile(750, 'jpeg', 'a1b2c3d4e5f6')).toBe('750-a1b2c3d4e5f6.jpg');
    expect(parseImageVariantFile('750.webp')).toEqual({ width: 750, format: 'webp' });
    expect(parseImageVariantFile('750-a1b2c3d4e5f6.jpg')).toEqual({
      width: 750,
      format: 'jpeg',
      version: 'a1b2c3d4e5f6',
    });
  });

  it('reads nothing else, however long', () => {
    for (const file of [
      '750-.webp',
      '750-A1.webp',
      '750.png',
      '7.webp',
      `750-${'a'.repeat(17)}.webp`,
      '1'.repeat(5000),
    ]) {
      expect([file.slice(0, 30), parseImageVariantFile(file)]).toEqual([file.slice(0, 30), undefined]);
    }
  });
});

describe('focal points', () => {
  it('crops around the point with classes, the centre when there is none', () => {
    expect(focalClasses({ focus: { x: 20, y: 85 } })).toBe('icast-focus icast-focus-x-20 icast-focus-y-85');
    expect(focalClasses({})).toBe('');
    expect(focalPosition({ focus: { x: 0, y: 100 } })).toBe('0% 100%');
    expect(focalPosition({})).toBe('50% 50%');
  });
});
