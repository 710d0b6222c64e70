import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadedSection } from '../../src/ui/headed-section';

afterEach(cleanup);

describe('a section named by its heading', () => {
  it.each([
    [undefined, 2],
    [1, 1],
  ] as const)('with level %s is a region named by its heading at level %i', (level, heading) => {
    render(
      <>
        <HeadedSection level={level} className="page" title="Maps">
          <p>Inside</p>
        </HeadedSection>
        <HeadedSection title="Teams" />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Maps' });
    expect(region.className).toBe('page');
    expect(region.querySelector('p')?.textContent).toBe('Inside');
    const title = screen.getByRole('heading', { name: 'Maps', level: heading });
    expect(region.firstElementChild).toBe(title);
    expect(screen.getByRole('region', { name: 'Teams' })).not.toBe(region);
  });
});
