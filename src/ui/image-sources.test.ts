import { describe, expect, it } from 'vitest';
import { IMAGE_CANDIDATE_WIDTHS, imageSrcSet, resizedImageUrl } from './image-sources.ts';

describe('image sources', () => {
  it('offers every spec width at densities 1 and 2, ascending and without duplicates', () => {
    expect(IMAGE_CANDIDATE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it.each([
    ['https://img.example.com/a.jpg', 640, 'https://img.example.com/a.jpg?w=640&fm=webp'],
    ['/media/a.png?v=3', 320, '/media/a.png?v=3&w=320&fm=webp'],
    ['/media/a.png?', 320, '/media/a.png?w=320&fm=webp'],
    ['/media/a.png#top', 768, '/media/a.png?w=768&fm=webp#top'],
    ['data:image/png;base64,AAAA', 768, 'data:image/png;base64,AAAA'],
    ['blob:https://x/1', 768, 'blob:https://x/1'],
  ])('resizes %s to %i px', (url, width, expected) => {
    expect(resizedImageUrl(url, width)).toBe(expected);
  });

  it('builds a srcset with width descriptors', () => {
    const candidates = imageSrcSet('/a.jpg').split(', ');
    expect(candidates).toHaveLength(IMAGE_CANDIDATE_WIDTHS.length);
    expect(candidates[0]).toBe('/a.jpg?w=320&fm=webp 320w');
    expect(candidates.at(-1)).toBe('/a.jpg?w=3072&fm=webp 3072w');
  });

  it('gives no srcset for inline images', () => {
    expect(imageSrcSet('data:image/gif;base64,R0lGOD')).toBe('');
  });
});
