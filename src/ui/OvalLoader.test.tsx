// @vitest-environment jsdom
import { Loader } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markupShape } from '../../tests/support/markup-shape.ts';
import { renderWithProviders } from '../../tests/support/render.tsx';
import { OvalLoader } from './OvalLoader.tsx';

describe('OvalLoader', () => {
  it('renders as Mantine’s default Loader does, with the theme’s role', () => {
    const loader = renderWithProviders(<Loader aria-label="Loading the menu" />);
    const loaderShape = markupShape(loader.container.firstElementChild!);
    loader.unmount();
    const oval = renderWithProviders(<OvalLoader aria-label="Loading the menu" />);
    expect(markupShape(oval.container.firstElementChild!)).toEqual(loaderShape);
    expect(oval.getByRole('status')).toHaveAccessibleName('Loading the menu');
  });
});
