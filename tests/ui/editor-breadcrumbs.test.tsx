import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorBreadcrumbs } from '../../src/ui/editor-breadcrumbs';
import { renderWithRouter } from './support/render-with-router';

afterEach(cleanup);

const game = { id: 'g1', name: 'Forest run' };
const level = { id: 'l1', name: 'Level one' };

/** The trail's steps as a reader meets them: each link's name, where it leads, and its mark. */
async function steps() {
  const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')];
    });
}

describe('the editor breadcrumbs', () => {
  it('lead from the games to the level shown, only the level marked as the current page', async () => {
    const path = '/game-definitions/selected/levels/selected';
    renderWithRouter(
      { [path]: () => <EditorBreadcrumbs game={game} levels="step" level={level} /> },
      `${path}?gameDefinitionId=g1&gameLevelId=l1`,
    );
    expect(await steps()).toEqual([
      ['Games', '/game-definitions', null],
      ['Forest run', '/game-definitions/selected?gameDefinitionId=g1', null],
      ['Levels', '/game-definitions/selected/levels?gameDefinitionId=g1', null],
      ['Level one', `${path}?gameDefinitionId=g1&gameLevelId=l1`, 'page'],
    ]);
  });

  it('mark the step of the page shown though the router does not', async () => {
    renderWithRouter(
      { '/elsewhere': () => <EditorBreadcrumbs game={game} levels="page" /> },
      '/elsewhere',
    );
    expect(await steps()).toEqual([
      ['Games', '/game-definitions', null],
      ['Forest run', '/game-definitions/selected?gameDefinitionId=g1', null],
      ['Levels', '/game-definitions/selected/levels?gameDefinitionId=g1', 'page'],
    ]);
  });

  it.each([
    [{ game }, 'Forest run'],
    [{ game, activity: true }, 'Controls in the field'],
    [{}, 'Games'],
  ] as const)('with %o end at %s', async (props, last) => {
    renderWithRouter({ '/elsewhere': () => <EditorBreadcrumbs {...props} /> }, '/elsewhere');
    const shown = await steps();
    expect(shown.at(-1)?.[0]).toBe(last);
    expect(shown.filter(([, , mark]) => mark === 'page').map(([name]) => name)).toEqual(
      last === 'Games' ? [] : [last],
    );
  });
});
