import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_RULES, checkFiles, formatBytes, typeOf } from './file-rules';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('checkFiles under the image upload rules (PNG/JPG, 5 MB, 3 files)', () => {
  it('accepts PNG and JPG files up to 5 MB', () => {
    const picked = [file('a.png', 5 * MB), file('b.jpg', 10, 'image/jpeg')];
    expect(checkFiles([], picked, IMAGE_UPLOAD_RULES)).toEqual({
      accepted: picked,
      rejections: [],
    });
  });

  it('refuses other types, by MIME type or, when that is missing, by extension', () => {
    const result = checkFiles(
      [],
      [
        file('doc.pdf', 10, 'application/pdf'),
        file('anim.gif', 10, 'image/gif'),
        file('x.JPEG', 10, ''),
      ],
      IMAGE_UPLOAD_RULES,
    );
    expect(result.rejections).toEqual([
      { name: 'doc.pdf', rule: 'type' },
      { name: 'anim.gif', rule: 'type' },
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['x.JPEG']);
  });

  it('refuses a file one byte over the limit', () => {
    expect(checkFiles([], [file('big.png', 5 * MB + 1)], IMAGE_UPLOAD_RULES).rejections).toEqual([
      { name: 'big.png', rule: 'size' },
    ]);
  });

  it('refuses files past the third, counting those already chosen', () => {
    const result = checkFiles(
      [file('1.png'), file('2.png')],
      [file('3.png'), file('4.png'), file('5.png')],
      IMAGE_UPLOAD_RULES,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['3.png']);
    expect(result.rejections).toEqual([
      { name: '4.png', rule: 'count' },
      { name: '5.png', rule: 'count' },
    ]);
  });

  it('does not let a refused file take a place', () => {
    const result = checkFiles(
      [file('1.png'), file('2.png')],
      [file('big.png', 6 * MB), file('3.png')],
      IMAGE_UPLOAD_RULES,
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['3.png']);
  });
});

describe('typeOf', () => {
  it('prefers the MIME type and falls back to the extension', () => {
    expect(typeOf(file('a.bin', 1, 'IMAGE/PNG'))).toBe('image/png');
    expect(typeOf(file('a.jpg', 1, ''))).toBe('image/jpeg');
    expect(typeOf(file('noextension', 1, ''))).toBe('');
  });
});

describe('formatBytes', () => {
  it('writes megabytes and kilobytes in the language', () => {
    expect(formatBytes(5 * MB, 'en')).toBe('5 MB');
    expect(formatBytes(1.5 * MB, 'en')).toBe('1.5 MB');
    expect(formatBytes(800 * 1024, 'en')).toBe('800 kB');
    expect(formatBytes(10, 'en')).toBe('1 kB');
  });
});
