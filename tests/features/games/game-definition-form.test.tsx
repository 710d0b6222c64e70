import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphqlAnswer, GraphqlCall } from '../../ui/support/graphql-wire';
import { fakeGraphqlWire, fieldRefusal, refusal } from '../../ui/support/graphql-wire';
import { expectRefusedFields, field, isInvalid } from '../../ui/support/form-queries';
import { renderForm } from '../../ui/support/render-form';

// The wire's token, and the WebGL map jsdom cannot draw.
vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));
vi.mock('../../../src/ui/map/map-canvas', () => ({
  MapCanvas: ({ label }: { label: string }) => <div aria-label={label} />,
}));

const { GameDefinitionForm } = await import('../../../src/features/games/game-definition-form');

const HOVE = {
  id: 'omap-1',
  name: 'Hove',
  state: 'PUBLIC',
  primaryMap: true,
  sourceType: 'TILES',
  imageLocation: null,
  tileLocation: null,
  imageTileLocation: null,
  imageWidth: null,
  imageHeight: null,
  worldFile: null,
  coordinateSystem: null,
  bottomLeftLat: null,
  bottomLeftLng: null,
  topRightLat: null,
  topRightLng: null,
  centreLat: null,
  centreLng: null,
  minZoom: null,
  maxZoom: null,
  attribution: null,
  owner: 'editor',
};

/** What the server answers to the game's creation. */
let created: () => GraphqlAnswer;
let calls: GraphqlCall[];

beforeEach(() => {
  created = () => ({
    data: {
      createGameDefinition: {
        id: 'game-1',
        name: 'Hove',
        type: 'classic',
        active: true,
        state: 'PRIVATE',
        startGeoHash: null,
        owner: 'editor',
      },
    },
  });
  calls = fakeGraphqlWire(({ query }) => {
    if (query.includes('listOmaps'))
      return { data: { listOmaps: { items: [HOVE], nextToken: null } } };
    if (query.includes('createGameDefinition')) return created();
    return { data: { createOmapGameDefinition: { id: 'link-1' } } };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creations = () => calls.filter(({ query }) => query.includes('createGameDefinition'));

/** Fills in a game the form accepts, Hove linked. */
async function fillValidGame() {
  fireEvent.change(field('Name'), { target: { value: 'Hove' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Classic' }));
  await screen.findByRole('option', { name: 'Hove' });
  fireEvent.click(screen.getByRole('button', { name: 'Link map' }));
  await screen.findByText('There are no more maps to link.');
}

describe('the game form', () => {
  it('says which fields are wrong and why, focuses the first and sends nothing', async () => {
    await renderForm(() => <GameDefinitionForm game={null} />, 'Game');
    await screen.findByRole('option', { name: 'Hove' });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));

    await expectRefusedFields('Name', {
      Name: 'This is a required field',
      Levels: 'This is a required field',
      'Map to link': 'Choose at least one map',
    });
    // A new game is a private draft: no active or visibility choice to get wrong.
    expect(screen.queryByRole('radio', { name: 'Not active' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Private' })).toBeNull();
    expect(creations()).toEqual([]);
  });

  it('says it in Norwegian', async () => {
    await renderForm(() => <GameDefinitionForm game={null} />, 'Spill', 'nb');
    fireEvent.change(field('Navn'), { target: { value: 'Hove' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opprett spill' }));

    // The maps come from the server after the form; the game's type, first refused, has the focus.
    await waitFor(() => expect(isInvalid(field('Kart som skal kobles til'))).toBe(true));
    await expectRefusedFields(
      'Klassisk',
      { 'Kart som skal kobles til': 'Velg minst ett kart', Navn: '' },
      'nb',
    );
  });

  it("shows the server's refusal of a field on that field and focuses it", async () => {
    created = () => fieldRefusal('input.name', 'INVALID_TEXT');
    await renderForm(() => <GameDefinitionForm game={null} />, 'Game');
    await fillValidGame();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));

    await expectRefusedFields('Name', { Name: 'Remove the invisible or broken characters' });
    expect(creations()).toHaveLength(1);
  });

  it('shows a refusal of the whole game above the form', async () => {
    created = () => refusal('FORBIDDEN');
    await renderForm(() => <GameDefinitionForm game={null} />, 'Game');
    await fillValidGame();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));

    await screen.findByText('You are not allowed to do this.');
    expect(isInvalid(field('Name'))).toBe(false);
  });

  it('creates the game with its map once the form is valid', async () => {
    const router = await renderForm(() => <GameDefinitionForm game={null} />, 'Game');
    await fillValidGame();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/game-definitions/selected'));
    expect(creations()[0]?.variables).toEqual({
      input: {
        name: 'Hove',
        type: 'classic',
        active: false,
        state: 'PRIVATE',
        startLat: null,
        startLng: null,
      },
    });
  });
});
