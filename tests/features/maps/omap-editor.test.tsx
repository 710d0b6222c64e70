import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GraphqlClient from '../../../src/api/graphql-client';
import { renderWithRouter } from '../../ui/support/render-with-router';

// The wire only (the GraphQL request, the token and the image upload) and the two browser parts
// jsdom lacks: decoding an image and drawing a WebGL map.
const requests: { document: string; variables: unknown }[] = [];
let answer: (document: string, variables: unknown) => Promise<unknown> = () => Promise.resolve({});
vi.mock('../../../src/api/graphql-client', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphqlClient>()),
  graphqlRequest: vi.fn((document: string, variables: unknown) => {
    requests.push({ document, variables });
    return answer(document, variables);
  }),
}));
vi.mock('../../../src/api/auth-session', () => import('../../support/signed-in-session'));
vi.mock('../../../src/features/maps/image-preview', () => ({
  previewImage: vi.fn(() => Promise.resolve({ widthPx: 800, heightPx: 600, url: 'blob:map' })),
}));
vi.mock('../../../src/ui/map/map-canvas', () => ({
  MapCanvas: ({ label }: { label: string }) => <div aria-label={label} />,
}));

const { OmapEditor } = await import('../../../src/features/maps/omap-editor');

const SAVED = { id: 'omap-1', name: 'Hove' };

/** The server's refusal of the map's save with these extensions. */
function refusal(extensions: Record<string, unknown>) {
  return Promise.reject(
    new ClientError(
      {
        status: 200,
        headers: new Headers(),
        body: '',
        data: { createOmap: null },
        errors: [new GraphQLError('Refused', { extensions })],
      },
      { query: 'mutation CreateOmap' },
    ),
  );
}

async function renderEditor() {
  const router = renderWithRouter(
    { '/': () => <OmapEditor omap={null} />, '/maps': () => <p>Maps</p> },
    '/',
  );
  await screen.findByRole('heading', { name: 'New map', level: 1 });
  return router;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } });
/**
 * What a browser does when a file is picked: the input's files set, then one change event.
 * (Testing Library's `fireEvent.change` sends an input event under preact/compat, which a file
 * input or a select never gets from a browser; text fields get `fireEvent.input`.)
 */
function chooseFile(label: string, file: File) {
  const input = field(label);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent(input, new Event('change', { bubbles: true }));
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save map' }));

/** Saves, and waits for the way back to the list (the sign of a saved map). */
async function saveAndReturn(router: { state: { location: { pathname: string } } }) {
  save();
  await waitFor(() => expect(router.state.location.pathname).toBe('/maps'));
}

/** 0.001 degrees a pixel, the first pixel's centre at 8.0005 E, 58.9995 N. */
const WORLD_FILE = '0.001\n0\n0\n-0.001\n8.0005\n58.9995\n';

async function chooseImageAndWorldFile() {
  const system = screen.getByLabelText<HTMLSelectElement>('Coordinate system of the world file');
  system.value = 'EPSG:4326';
  fireEvent(system, new Event('change', { bubbles: true }));
  chooseFile('Image file', new File(['png'], 'hove.png', { type: 'image/png' }));
  await screen.findByText('Chosen: hove.png (800 × 600 px)');
  chooseFile('World file (.pgw, .jgw, .wld, .tfw)', new File([WORLD_FILE], 'hove.pgw'));
  await screen.findByText('Computed from the world file and the image size.');
}

beforeEach(() => {
  requests.length = 0;
  answer = (document) =>
    Promise.resolve(
      document.includes('createOmap') ? { createOmap: SAVED } : { updateOmap: SAVED },
    );
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the map editor', () => {
  it('shows a field’s error next to it and focuses the first invalid field', async () => {
    await renderEditor();
    save();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('This is a required field');
    expect(screen.getByText('Please correct the errors and try again')).toBeTruthy();

    type('Name', 'Hove');
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Image file')));
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('fills the bounding box from a world file and the image’s size', async () => {
    await renderEditor();
    await chooseImageAndWorldFile();
    expect(field('A: pixel width').value).toBe('0.001');
    expect(field('F: y of the top-left pixel').value).toBe('58.9995');
    const box = {
      'Bottom-left latitude': 58.4,
      'Bottom-left longitude': 8,
      'Top-right latitude': 59,
      'Top-right longitude': 8.8,
    };
    for (const [label, degrees] of Object.entries(box)) {
      expect(Number(field(label).value)).toBeCloseTo(degrees, 9);
      expect(field(label).readOnly).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Select centre on map' })).toBeNull();
  });

  it('saves a tile map with the typed values and shows it in the list', async () => {
    const router = await renderEditor();
    type('Name', ' Hove tiles ');
    fireEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Public' }));
    type('Tile location', 'https://tiles.example.org/hove/{z}/{x}/{y}.png');
    type('Attribution', 'Kartverket');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Primary map (shown first in a game)' }));
    type('Smallest zoom', '12');
    type('Largest zoom', '18');
    type('Bottom-left latitude', '58.4');
    type('Bottom-left longitude', '8.7');
    type('Top-right latitude', '58.5');
    type('Top-right longitude', '8.8');
    await saveAndReturn(router);
    expect(router.state.location.search).toEqual({ omapId: 'omap-1', mode: 'view' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.variables).toEqual({
      input: {
        name: 'Hove tiles',
        sourceType: 'tiles',
        state: 'PUBLIC',
        tileLocation: 'https://tiles.example.org/hove/{z}/{x}/{y}.png',
        imageLocation: null,
        attribution: 'Kartverket',
        primaryMap: true,
        minZoom: 12,
        maxZoom: 18,
        bottomLeftLat: 58.4,
        bottomLeftLng: 8.7,
        topRightLat: 58.5,
        topRightLng: 8.8,
        worldFile: null,
        coordinateSystem: null,
      },
    });
  });

  it('uploads the chosen image, then creates the map placed by its world file', async () => {
    const uploads: { url: string; body: unknown; authorization: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        uploads.push({
          url,
          body: init.body,
          authorization: (init.headers as Record<string, string>).Authorization,
        });
        return Promise.resolve(
          Response.json({
            imageLocation: '/map-images/abc/image.png',
            imageWidth: 800,
            imageHeight: 600,
            imageTileLocation: null,
          }),
        );
      }),
    );
    const router = await renderEditor();
    type('Name', 'Hove');
    await chooseImageAndWorldFile();
    await saveAndReturn(router);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/map-images');
    expect((uploads[0]?.body as File).name).toBe('hove.png');
    expect(uploads[0]?.authorization).toBe('id-token');
    expect(requests[0]?.variables).toMatchObject({
      input: {
        name: 'Hove',
        sourceType: 'image',
        imageLocation: '/map-images/abc/image.png',
        tileLocation: null,
        worldFile: [0.001, 0, 0, -0.001, 8.0005, 58.9995],
        coordinateSystem: 'EPSG:4326',
        imageWidth: 800,
        imageHeight: 600,
      },
    });
  });

  it('refuses an image the server finds too large next to the image and focuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ code: 'BAD_INPUT' }, { status: 413 }))),
    );
    await renderEditor();
    type('Name', 'Hove');
    await chooseImageAndWorldFile();
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Image file')));
    expect(screen.getByText('The image file is too large to upload.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('shows the server’s BAD_INPUT on the field it names and focuses it', async () => {
    answer = () =>
      refusal({ code: 'BAD_INPUT', field: 'input.attribution', reason: 'INVALID_TEXT' });
    const router = await renderEditor();
    type('Name', 'Hove');
    fireEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    type('Tile location', 'https://tiles.example.org/hove/{z}/{x}/{y}.png');
    type('Attribution', 'Kart\u200bverket');
    type('Bottom-left latitude', '58.4');
    type('Bottom-left longitude', '8.7');
    type('Top-right latitude', '58.5');
    type('Top-right longitude', '8.8');
    save();

    const attribution = field('Attribution');
    await waitFor(() => expect(document.activeElement).toBe(attribution));
    expect(attribution.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Remove the invisible or broken characters')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Save map' })).toHaveProperty('disabled', false);
  });

  it('shows a refusal of the image’s size on the image and focuses it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            imageLocation: '/map-images/abc/image.png',
            imageWidth: 800,
            imageHeight: 600,
            imageTileLocation: null,
          }),
        ),
      ),
    );
    // The server names its own argument (the size it was sent): the form shows it on the image.
    answer = () =>
      refusal({ code: 'BAD_INPUT', field: 'input.imageWidth', reason: 'OUT_OF_RANGE' });
    await renderEditor();
    type('Name', 'Hove');
    await chooseImageAndWorldFile();
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Image file')));
    expect(field('Image file').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please correct the errors and try again')).toBeTruthy();
  });

  it('shows a refusal of the whole map above the form until the next save', async () => {
    answer = () => refusal({ code: 'FORBIDDEN' });
    await renderEditor();
    type('Name', 'Hove');
    fireEvent.click(screen.getByRole('radio', { name: 'Tiles' }));
    type('Tile location', 'https://tiles.example.org/hove/{z}/{x}/{y}.png');
    type('Bottom-left latitude', '58.4');
    type('Bottom-left longitude', '8.7');
    type('Top-right latitude', '58.5');
    type('Top-right longitude', '8.8');
    save();
    await screen.findByText('You are not allowed to do this.');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();

    type('Name', '');
    save();
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(screen.queryByText('You are not allowed to do this.')).toBeNull();
    expect(requests).toHaveLength(1);
  });
});
