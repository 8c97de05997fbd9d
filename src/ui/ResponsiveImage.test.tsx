// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';

describe('ResponsiveImage', () => {
  it('loads a lazy, async WebP image with a srcset and reserves its box', () => {
    const { container } = renderWithProviders(
      <ResponsiveImage src="/media/falafel.jpg" alt="Falafel wrap" width={4} height={3} sizes="50vw" />,
    );
    const image = screen.getByRole('img', { name: 'Falafel wrap' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('src', '/media/falafel.jpg?w=640&fm=webp');
    expect(image.getAttribute('srcset')).toContain('/media/falafel.jpg?w=1536&fm=webp 1536w');
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '4');
    expect(image).toHaveAttribute('height', '3');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  it('loads the main image eagerly with high priority', () => {
    renderWithProviders(<ResponsiveImage src="/hero.jpg" alt="Our shop" width={16} height={9} priority />);
    const image = screen.getByRole('img', { name: 'Our shop' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('replaces a broken image with the placeholder, keeping the description', () => {
    const { container } = renderWithProviders(
      <ResponsiveImage src="/broken.jpg" alt="Soup" width={1} height={1} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Soup' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Soup' }).tagName).toBe('SPAN');
  });

  it.each([null, undefined, '  '])('shows the placeholder when the source is %j', (src) => {
    const { container } = renderWithProviders(<ResponsiveImage src={src} alt="" width={1} height={1} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toBeInTheDocument();
  });

  it('tries again when the source changes after a failure', () => {
    const { rerender } = renderWithProviders(
      <ResponsiveImage src="/a.jpg" alt="Dish" width={1} height={1} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Dish' }));
    rerender(<ResponsiveImage src="/b.jpg" alt="Dish" width={1} height={1} />);
    expect(screen.getByRole('img', { name: 'Dish' })).toHaveAttribute('src', '/b.jpg?w=640&fm=webp');
  });
});
