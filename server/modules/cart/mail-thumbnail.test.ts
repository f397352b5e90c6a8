import { describe, expect, it } from 'vitest';
import { mailThumbnailUrl } from './mail-thumbnail';

const photo = {
  url: '/media/p/abc-640.webp',
  widths: [{ w: 640, webp: '/media/p/abc-640.webp' }, { w: 160, webp: '/media/p/abc-160.webp' }, { w: 320, webp: '/media/p/abc-320.webp' }],
};

describe('a mail\'s product thumbnail', () => {
  it('is the smallest sized form of at least twice the shown width, as an absolute PUBLIC_URL address', () => {
    expect(mailThumbnailUrl([photo], 'https://motopont.hu/')).toBe('https://motopont.hu/media/p/abc-160.webp');
  });

  it('keeps a foreign picture\'s own address and is null without a picture', () => {
    expect(mailThumbnailUrl([{ url: 'https://kepek.example/a.jpg' }], 'https://motopont.hu')).toBe('https://kepek.example/a.jpg');
    expect(mailThumbnailUrl([], 'https://motopont.hu')).toBeNull();
  });
});
